import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { envelope } from './envelope.ts';

/** A Finnish business code as the add-company field takes it (investor.md §5 Add company). */
export const businessCodeRequest = z.object({ business_code: z.string().min(1) });

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
