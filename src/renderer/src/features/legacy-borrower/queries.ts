import { queryOptions } from '@tanstack/react-query';
import { legacyLoanApi } from '#shared/api/legacy.ts';
import type { ApiClient } from '../../api/client.ts';

export const legacyLoanKeys = {
  all: ['legacy', 'loans'] as const,
};

/** GET api/legacy/loans: the session's old fixed-rate loans, oldest first. */
export function legacyLoansQuery(api: ApiClient) {
  return queryOptions({
    queryKey: legacyLoanKeys.all,
    queryFn: () => api.call(legacyLoanApi.loans),
  });
}
