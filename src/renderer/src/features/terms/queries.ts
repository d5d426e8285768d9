import { queryOptions } from '@tanstack/react-query';
import type { AppLanguage } from '../../../../shared/languages.ts';
import type { ApiClient } from '../../api/client.ts';
import { getLatestTerms } from './api.ts';

export const termsKeys = {
  all: ['terms'] as const,
  latest: (language: AppLanguage) => [...termsKeys.all, 'latest', language] as const,
};

export function latestTermsQuery(api: ApiClient, language: AppLanguage) {
  return queryOptions({
    queryKey: termsKeys.latest(language),
    queryFn: () => getLatestTerms(api, language),
  });
}
