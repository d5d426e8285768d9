import { z } from 'zod';
import { isBusinessCode } from '#shared/domain/validation/business-code.ts';

/** The add-company form: one business code; its rule only enables the submit (no message). */
export const addCompanyForm = z.object({
  business_code: z.string().refine(isBusinessCode),
});
export type AddCompanyForm = z.infer<typeof addCompanyForm>;
