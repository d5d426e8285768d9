import { z } from 'zod';
import { envelope } from './envelope.ts';

/** GET api/borrower/loan-application/broker-loan-application-details/{blaId}?language= */
export const brokerLoanApplicationResponse = envelope(
  z.object({
    amount_offered: z.number().int().nonnegative(),
    term_offered: z.number().int().positive(),
  }),
);
export type BrokerLoanApplication = z.infer<typeof brokerLoanApplicationResponse>['data'];
