import { z } from 'zod';
import { isBusinessCode } from '../domain/validation/business-code.ts';
import { defineEndpoint } from './endpoint.ts';
import { envelope } from './envelope.ts';

/** Laravel's wording for a value that does not match the field's pattern. */
export const BUSINESS_CODE_FORMAT = 'The business code format is invalid.';

/**
 * A Finnish business code as the add-company field takes it (investor.md §5 Add company), and
 * as the gateway checks it: digits with one hyphen.
 */
export const businessCodeRequest = z.object({
  business_code: z.string().min(1).refine(isBusinessCode, BUSINESS_CODE_FORMAT),
});

/** The user's signing right in the company of a business code (see domain/signing-right.ts). */
export const signingRightStatus = z.object({ status: z.number().int() });
export type SigningRightStatus = z.output<typeof signingRightStatus>;

/** Adding a company by business code (investor.md §7). */
export const companyApi = {
  signingRightStatus: defineEndpoint({
    method: 'POST',
    path: 'api/company/signing-right-status',
    body: businessCodeRequest,
    response: envelope(signingRightStatus),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: 'api/company',
    body: businessCodeRequest,
    response: envelope(z.object({ id: z.number().int() })),
  }),
};
