import { z } from 'zod';
import { onfidoRedirectRequest, type OnfidoRedirectRequest } from '#shared/api/onfido.ts';
import type { ValidationErrorBody } from '#shared/api/envelope.ts';
import { COUNTRY_CODES } from '#shared/domain/countries.ts';
import { MESSAGES } from '#shared/domain/validation/messages.ts';
import { isAdult, isCalendarDate } from '../domain/identity/ssn.ts';
import { VALIDATION_FAILED, validate, type Validated } from '../http/validation.ts';

export const INVALID_COUNTRY = 'The selected country is invalid.';
export const INVALID_DATE = 'The date is not valid.';
export const PASSPORT_EXPIRED = 'The passport has expired.';
export const NOT_ADULT = 'You must be at least 18 years old.';

const required = z.string().trim().min(1, MESSAGES.required);
const country = z.string().refine((code) => COUNTRY_CODES.has(code), INVALID_COUNTRY);
const date = z.string().min(1, MESSAGES.required).refine(isCalendarDate, INVALID_DATE);

// The spec's required fields (investor.md §5); the terms must be ticked.
const form = onfidoRedirectRequest.extend({
  given_name: required,
  family_name: required,
  birthdate: date,
  line1: required,
  city: required,
  postcode: required,
  country,
  nationality: country,
  taxation_country: country,
  passport_number: required,
  passport_issued_country: country,
  passport_expiry_date: date,
  is_checked_terms_and_conditions: z.literal(true, { error: MESSAGES.checkTerms }),
});

/** The foreign investor form, with the rules that need the sandbox clock checked after the shape. */
export function validateForeignForm(input: unknown, now: Date): Validated<OnfidoRedirectRequest> {
  const parsed = validate(form, input);
  if (!parsed.ok) return parsed;
  const value = parsed.value;
  const errors: ValidationErrorBody['errors'] = {};
  if (value.is_american && !value.tax_identification_number?.trim()) {
    errors.tax_identification_number = [MESSAGES.required];
  }
  if (value.passport_expiry_date <= now.toISOString().slice(0, 10)) {
    errors.passport_expiry_date = [PASSPORT_EXPIRED];
  }
  if (!isAdult(value.birthdate, now)) errors.birthdate = [NOT_ADULT];
  if (Object.keys(errors).length > 0) {
    return { ok: false, body: { message: VALIDATION_FAILED, errors } };
  }
  return { ok: true, value };
}
