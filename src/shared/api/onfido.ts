import { z } from 'zod';
import { envelope } from './envelope.ts';
import { API_LANGUAGES } from '../languages.ts';
import { defineEndpoint } from './endpoint.ts';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const countryCode = z.string().regex(/^[A-Z]{2}$/);

/** POST api/auth/signicat/redirect/onfido — the foreign investor's details. */
export const onfidoRedirectRequest = z.object({
  given_name: z.string(),
  family_name: z.string(),
  birthdate: date,
  line1: z.string(),
  line2: z.string().nullish(),
  city: z.string(),
  postcode: z.string(),
  country: countryCode,
  nationality: countryCode,
  taxation_country: countryCode,
  passport_number: z.string(),
  passport_issued_country: countryCode,
  passport_expiry_date: date,
  is_american: z.boolean(),
  tax_identification_number: z.string().nullish(),
  is_checked_terms_and_conditions: z.literal(true),
  language: z.enum(API_LANGUAGES),
  method: z.literal('onfido'),
});
export type OnfidoRedirectRequest = z.infer<typeof onfidoRedirectRequest>;

export const onfidoRedirectPayload = z.object({
  redirect_url: z.string().url(),
  state: z.string().min(1),
});
/** POST api/auth/signicat/redirect/onfido and GET api/auth/signicat/retry/onfido/{id} */
export const onfidoRedirectResponse = envelope(onfidoRedirectPayload);

/**
 * GET /api/auth/signicat/onfido_status: the verification code. 0 success, 1 processing,
 * 2 rejected, 3 processing second time, 4 rejected second time, 5 processing third time,
 * 6 rejected third time; any other value is processing.
 */
export const onfidoStatusResponse = envelope(z.object({ status: z.number().int() }));

/** A foreign investor's document check at Onfido (through Signicat). */
export const onfidoApi = {
  redirect: defineEndpoint({
    method: 'POST',
    path: 'api/auth/signicat/redirect/onfido',
    body: onfidoRedirectRequest,
    response: onfidoRedirectResponse,
  }),
  retry: defineEndpoint({
    method: 'GET',
    path: 'api/auth/signicat/retry/onfido/{id}',
    response: onfidoRedirectResponse,
  }),
  status: defineEndpoint({
    method: 'GET',
    path: 'api/auth/signicat/onfido_status',
    response: onfidoStatusResponse,
  }),
};
