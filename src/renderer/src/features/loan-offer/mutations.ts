import { mutationOptions } from '@tanstack/react-query';
import { borrowerApi } from '#shared/api/borrower.ts';
import type { ApiClient } from '../../api/client.ts';

export interface OfferChoicesPayload {
  due_date: number;
  bank_account_id: number;
}

/**
 * PATCH api/borrower/loan-application/{id} with the due date and account; answers the updated
 * application with its payment plan. One scope: the saves run in order, so the last choice wins.
 */
export function saveOfferChoicesMutation(api: ApiClient, applicationId: number) {
  return mutationOptions({
    mutationKey: ['loan-offer', 'choices', applicationId],
    scope: { id: `loan-offer-choices-${applicationId}` },
    mutationFn: (body: OfferChoicesPayload) =>
      api.call(borrowerApi.updateApplication, { params: { id: applicationId }, body }),
  });
}

/** POST api/borrower/loan: signs the contract of the application and stores the loan. */
export function signLoanMutation(api: ApiClient) {
  return mutationOptions({
    mutationKey: ['loan-offer', 'sign'],
    mutationFn: (applicationId: number) =>
      api.call(borrowerApi.signLoan, { body: { loan_application_id: applicationId } }),
  });
}
