import { z } from 'zod';
import { MESSAGES } from '#shared/domain/validation/messages.ts';

/** The contract may be signed only once the borrower confirms having read it. */
export const contractConfirmationForm = z.object({
  confirmed: z.boolean().refine((value) => value, MESSAGES.acceptTerms),
});
export type ContractConfirmationForm = z.infer<typeof contractConfirmationForm>;
