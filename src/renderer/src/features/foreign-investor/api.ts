import type { OnfidoRedirectRequest } from '#shared/api/onfido.ts';
import type { ForeignInvestorForm } from '#shared/domain/validation/foreign-investor.ts';
import type { ApiLanguage } from '#shared/languages.ts';

/** The form's values as the API takes them (investor.md §3 Foreign investor details). */
export function toOnfidoRedirectRequest(
  values: ForeignInvestorForm,
  language: ApiLanguage,
): OnfidoRedirectRequest {
  const isAmerican = values.is_american === 'yes';
  const line2 = values.line2.trim();
  return {
    given_name: values.given_name.trim(),
    family_name: values.family_name.trim(),
    birthdate: values.birthdate.trim(),
    line1: values.line1.trim(),
    line2: line2 === '' ? null : line2,
    city: values.city.trim(),
    postcode: values.postcode.trim(),
    country: values.country,
    nationality: values.nationality,
    taxation_country: values.taxation_country,
    passport_number: values.passport_number.trim(),
    passport_issued_country: values.passport_issued_country,
    passport_expiry_date: values.passport_expiry_date.trim(),
    is_american: isAmerican,
    tax_identification_number: isAmerican ? values.tax_identification_number.trim() : null,
    is_checked_terms_and_conditions: true,
    language,
    method: 'onfido',
  };
}
