import { z } from 'zod';
import { envelope } from './envelope.ts';
import { API_LANGUAGES } from '../languages.ts';
import { defineEndpoint } from './endpoint.ts';
import { COUNTRY_CODES } from '../domain/countries.ts';
import { isCalendarDate } from '../domain/ssn.ts';
import { MESSAGES } from '../domain/validation/messages.ts';

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

/** The gateway's (Laravel's) words for a country or a date it does not know. */
export const INVALID_COUNTRY = 'The selected country is invalid.';
export const INVALID_DATE = 'The date is not valid.';

const requiredText = z.string().trim().min(1, MESSAGES.required);
const knownCountry = z.string().refine((code) => COUNTRY_CODES.has(code), INVALID_COUNTRY);
const calendarDate = z.string().min(1, MESSAGES.required).refine(isCalendarDate, INVALID_DATE);

/**
 * The details as the gateway checks them: the spec's required fields (investor.md §5), known
 * countries, real dates, and the terms ticked. The rules that need today's date (the passport
 * still valid, the investor of age) and the tax number of an American follow once these hold.
 */
const onfidoRedirectBody = onfidoRedirectRequest.extend({
  given_name: requiredText,
  family_name: requiredText,
  birthdate: calendarDate,
  line1: requiredText,
  city: requiredText,
  postcode: requiredText,
  country: knownCountry,
  nationality: knownCountry,
  taxation_country: knownCountry,
  passport_number: requiredText,
  passport_issued_country: knownCountry,
  passport_expiry_date: calendarDate,
  is_checked_terms_and_conditions: z.literal(true, { error: MESSAGES.checkTerms }),
});

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
    body: onfidoRedirectBody,
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
