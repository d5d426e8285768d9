import { queryOptions } from '@tanstack/react-query';
import { documentApi } from '#shared/api/documents.ts';
import type { AppLanguage } from '#shared/languages.ts';
import type { ApiClient } from '../../api/client.ts';

export const contractKeys = {
  all: ['investor-contract'] as const,
  document: (depositId: string, language: AppLanguage) =>
    [...contractKeys.all, depositId, language] as const,
};

/** GET api/document/investor/{id}: the contract of the deposit as HTML. */
export function investorContractQuery(api: ApiClient, depositId: string, language: AppLanguage) {
  return queryOptions({
    queryKey: contractKeys.document(depositId, language),
    queryFn: () => api.call(documentApi.investorContract, { params: { id: depositId } }),
  });
}

/**
 * GET api/document/tac-investor-contract/status: which of the investor's agreements are signed,
 * and whether in their latest versions (investor.md §3 Agreements).
 */
export function investorAgreementsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...contractKeys.all, 'status'] as const,
    queryFn: () => api.call(documentApi.investorAgreements),
  });
}
