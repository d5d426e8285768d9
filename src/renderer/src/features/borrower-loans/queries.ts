import { queryOptions } from '@tanstack/react-query';
import { borrowerApi } from '#shared/api/borrower.ts';
import type { ApiClient } from '../../api/client.ts';

export const borrowerLoanKeys = {
  all: ['borrower-loans'] as const,
  amountLeft: () => [...borrowerLoanKeys.all, 'all-loans-amount-left'] as const,
  loan: (mambuLoanId: string) => [...borrowerLoanKeys.all, 'loan', mambuLoanId] as const,
};

/** GET api/borrower/dashboard/all-loans-amount-left: the total left and the loan status list. */
export function allLoansAmountLeftQuery(api: ApiClient) {
  return queryOptions({
    queryKey: borrowerLoanKeys.amountLeft(),
    queryFn: () => api.call(borrowerApi.allLoansAmountLeft),
  });
}

/** GET api/borrower/loan/{mambuLoanId}: one loan with its installments. */
export function borrowerLoanQuery(api: ApiClient, mambuLoanId: string) {
  return queryOptions({
    queryKey: borrowerLoanKeys.loan(mambuLoanId),
    queryFn: () => api.call(borrowerApi.loan, { params: { mambuLoanId } }),
  });
}
