import type { ValidationErrorBody } from '#shared/api/envelope.ts';
import type { onfidoApi } from '#shared/api/onfido.ts';
import { MESSAGES } from '#shared/domain/validation/messages.ts';
import { isAdult } from '../domain/identity/ssn.ts';
import type { EndpointBody } from '../http/endpoint-route.ts';
import { VALIDATION_FAILED } from '../http/validation.ts';

export const PASSPORT_EXPIRED = 'The passport has expired.';
export const NOT_ADULT = 'You must be at least 18 years old.';

/**
 * The foreign investor form's rules that the endpoint's schema cannot hold, checked once it
 * holds: those that need the sandbox clock (the passport still valid, the investor of age), and
 * the tax number an American must give. The 422 of what breaks them, or undefined.
 */
export function foreignFormProblems(
  form: EndpointBody<typeof onfidoApi.redirect>,
  now: Date,
): ValidationErrorBody | undefined {
  const errors: ValidationErrorBody['errors'] = {};
  if (form.is_american && !form.tax_identification_number?.trim()) {
    errors.tax_identification_number = [MESSAGES.required];
  }
  if (form.passport_expiry_date <= now.toISOString().slice(0, 10)) {
    errors.passport_expiry_date = [PASSPORT_EXPIRED];
  }
  if (!isAdult(form.birthdate, now)) errors.birthdate = [NOT_ADULT];
  return Object.keys(errors).length > 0 ? { message: VALIDATION_FAILED, errors } : undefined;
}
