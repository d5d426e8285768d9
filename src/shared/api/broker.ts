import { z } from 'zod';
import { envelope } from './envelope.ts';
import { defineEndpoint } from './endpoint.ts';
import { API_LANGUAGES } from '../languages.ts';

/** GET api/borrower/loan-application/broker-loan-application-details/{blaId}?language= */
export const brokerLoanApplicationResponse = envelope(
  z.object({
    amount_offered: z.number().int().nonnegative(),
    term_offered: z.number().int().positive(),
  }),
);
export type BrokerLoanApplication = z.infer<typeof brokerLoanApplicationResponse>['data'];

/** A loan application a broker sent the applicant with. */
export const brokerApi = {
  loanApplicationDetails: defineEndpoint({
    method: 'GET',
    path: 'api/borrower/loan-application/broker-loan-application-details/{id}',
    query: z.object({ language: z.enum(API_LANGUAGES) }),
    response: brokerLoanApplicationResponse,
  }),
};
