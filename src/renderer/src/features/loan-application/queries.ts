import { queryOptions } from '@tanstack/react-query';
import { borrowerApi } from '#shared/api/borrower.ts';
import type { ApiClient } from '../../api/client.ts';

/** Query keys of the loan application; every step reads the active application through these. */
export const loanApplicationKeys = {
  all: ['loan-application'] as const,
  active: () => [...loanApplicationKeys.all, 'active'] as const,
};

/** GET api/borrower/loan-application/active: the application in progress, or null. */
export function activeApplicationQuery(api: ApiClient) {
  return queryOptions({
    queryKey: loanApplicationKeys.active(),
    queryFn: () => api.call(borrowerApi.activeApplication),
  });
}
