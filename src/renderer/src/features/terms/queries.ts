import { queryOptions } from '@tanstack/react-query';
import { termsLanguage, type AppLanguage } from '#shared/languages.ts';
import type { ApiClient } from '../../api/client.ts';
import { documentApi } from '#shared/api/documents.ts';

export const termsKeys = {
  all: ['terms'] as const,
  latest: (language: AppLanguage) => [...termsKeys.all, 'latest', language] as const,
};

export function latestTermsQuery(api: ApiClient, language: AppLanguage) {
  return queryOptions({
    queryKey: termsKeys.latest(language),
    queryFn: () =>
      // In the language the terms exist in for this reader (German readers get English).
      api.call(documentApi.latestTerms, undefined, { language: termsLanguage(language) }),
  });
}
