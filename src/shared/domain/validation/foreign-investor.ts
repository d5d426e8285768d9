import { z } from 'zod';
import { countryField, requiredDate, requiredText } from './fields.ts';
import { MESSAGES } from './messages.ts';

/**
 * The foreign investor form (investor.md §5): given and family name, birthdate, line1, postcode,
 * city, the is_american answer, passport number, issuing country and expiry date and the terms
 * are required; line2 is optional; tax_identification_number is required only when is_american
 * is yes. Country fields hold ISO codes and default to FI (DEFAULT_COUNTRY). Dates are the
 * `YYYY-MM-DD` of a date input, as the API takes them.
 */
export const foreignInvestorForm = z
  .object({
    given_name: requiredText,
    family_name: requiredText,
    birthdate: requiredDate,
    line1: requiredText,
    line2: z.string(),
    city: requiredText,
    postcode: requiredText,
    country: countryField,
    nationality: countryField,
    taxation_country: countryField,
    passport_number: requiredText,
    passport_issued_country: countryField,
    passport_expiry_date: requiredDate,
    /** The yes/no radio: '' until answered. */
    is_american: z
      .string()
      .refine((value): boolean => value === 'yes' || value === 'no', MESSAGES.required),
    tax_identification_number: z.string(),
    is_checked_terms_and_conditions: z.boolean().refine((value) => value, MESSAGES.checkTerms),
  })
  .superRefine((values, context) => {
    if (values.is_american === 'yes' && values.tax_identification_number.trim() === '') {
      context.addIssue({
        code: 'custom',
        path: ['tax_identification_number'],
        message: MESSAGES.required,
      });
    }
  });
export type ForeignInvestorForm = z.infer<typeof foreignInvestorForm>;
