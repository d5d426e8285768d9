import { queryOptions } from '@tanstack/react-query';
import { documentApi } from '#shared/api/documents.ts';
import type { AppLanguage } from '#shared/languages.ts';
import type { ApiClient } from '../../api/client.ts';

export const loanOfferKeys = {
  all: ['loan-offer'] as const,
  contract: (applicationId: number, language: AppLanguage) =>
    [...loanOfferKeys.all, 'contract', applicationId, language] as const,
};

/**
 * GET api/document/borrower/{applicationId}: the loan contract as HTML. The language is in the
 * key only, so that a language switch fetches the contract again.
 */
export function borrowerContractQuery(
  api: ApiClient,
  applicationId: number,
  language: AppLanguage,
) {
  return queryOptions({
    queryKey: loanOfferKeys.contract(applicationId, language),
    queryFn: () => api.call(documentApi.borrowerContract, { params: { applicationId } }),
  });
}
