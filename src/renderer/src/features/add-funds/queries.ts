import { queryOptions } from '@tanstack/react-query';
import { investorApi } from '#shared/api/investor.ts';
import type { AppServices } from '../../app/services.ts';

export const addFundsKeys = {
  all: ['add-funds'] as const,
  referenceNumber: () => [...addFundsKeys.all, 'reference-number'] as const,
};

/** GET api/investor/funds/reference-number: the reference that ties a transfer to the investor. */
export function referenceNumberQuery(services: Pick<AppServices, 'api'>) {
  return queryOptions({
    queryKey: addFundsKeys.referenceNumber(),
    queryFn: () => services.api.call(investorApi.referenceNumber),
    staleTime: Infinity,
  });
}
