import { queryOptions } from '@tanstack/react-query';
import { investorApi } from '#shared/api/investor.ts';
import type { IsoDate } from '#shared/domain/finance/dates.ts';
import type { ApiClient } from '../../api/client.ts';

export const addFundsKeys = {
  all: ['add-funds'] as const,
  referenceNumber: () => [...addFundsKeys.all, 'reference-number'] as const,
  companyReference: (depositId: string) =>
    [...addFundsKeys.all, 'company-reference', depositId] as const,
};

/** GET api/investor/funds/reference-number: the reference that ties a transfer to the investor. */
export function referenceNumberQuery(api: ApiClient) {
  return queryOptions({
    queryKey: addFundsKeys.referenceNumber(),
    queryFn: () => api.call(investorApi.referenceNumber),
    staleTime: Infinity,
  });
}

/**
 * A company portfolio's reference number: the reference-number call answers for the user's own
 * portfolio only, so a company's is read from its portfolio's figures (`reference_number`, one
 * day's range).
 */
export function companyReferenceQuery(api: ApiClient, depositId: string, today: IsoDate) {
  return queryOptions({
    queryKey: addFundsKeys.companyReference(depositId),
    queryFn: async () => {
      const kpis = await api.call(investorApi.kpis, {
        params: { id: depositId },
        query: { from_date: today, to_date: today },
      });
      return { reference_number: kpis.reference_number };
    },
    staleTime: Infinity,
  });
}
