import { z } from 'zod';

/**
 * The spec's validation rules (borrower-and-shared §5). Messages are i18n keys under the
 * `validation` namespace; the renderer translates them, the sandbox returns them in 422 bodies.
 */
export const MESSAGES = {
  required: 'validation.required',
  phone: 'validation.phone',
  email: 'validation.email',
  usernameOrEmail: 'validation.usernameOrEmail',
  confirmEmail: 'validation.confirmEmail',
  atLeastOne: 'validation.atLeastOne',
  acceptTerms: 'validation.acceptTerms',
  /** The foreign investor form's wording of the terms rule (investor.md §5). */
  checkTerms: 'validation.checkTerms',
} as const;

/** Optional plus, three digits optionally in brackets, optional separator, two digits, optional separator, 4–8 digits. */
export const PHONE_PATTERN = /^\+?(\(\d{3}\)|\d{3})[\s-]?\d{2}[\s-]?\d{4,8}$/;
export const CODE_PATTERN = /^\d{4}$/;
/**
 * An SMS code is valid for 300 s, and a new one can be asked for after as long
 * (borrower-and-shared.md §9).
 */
export const SMS_CODE_VALIDITY_SECONDS = 300;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const phoneField = z
  .string()
  .trim()
  .min(1, MESSAGES.required)
  .regex(PHONE_PATTERN, MESSAGES.phone);

/** Exactly four digits, else the cannot-be-empty message (as the spec says). */
export const smsCodeField = z.string().trim().regex(CODE_PATTERN, MESSAGES.required);

export const smsPhoneForm = z.object({ mobile_phone: phoneField });
export type SmsPhoneForm = z.infer<typeof smsPhoneForm>;

export const smsCodeForm = z.object({ code: smsCodeField });
export type SmsCodeForm = z.infer<typeof smsCodeForm>;

/** Legacy login: username and password required. */
export const legacyLoginForm = z.object({
  username: z.string().trim().min(1, MESSAGES.required),
  password: z.string().min(1, MESSAGES.required),
});
export type LegacyLoginForm = z.infer<typeof legacyLoginForm>;

export const emailField = z
  .string()
  .trim()
  .min(1, MESSAGES.required)
  .regex(EMAIL_PATTERN, MESSAGES.email);

/**
 * Registration details (/register/provide-details and the investor onboarding step): phone,
 * e-mail, the e-mail typed again (must equal it) and the offers checkbox.
 */
export const registerDetailsForm = z
  .object({
    mobile_phone: phoneField,
    email: emailField,
    confirm_email: z.string().trim().min(1, MESSAGES.required),
    is_checked_offers: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.confirm_email !== values.email) {
      context.addIssue({ code: 'custom', path: ['confirm_email'], message: MESSAGES.confirmEmail });
    }
  });
export type RegisterDetailsForm = z.infer<typeof registerDetailsForm>;

/** The registration's phone verification: the same four-digit rule as the SMS login. */
export const registerCodeForm = smsCodeForm;
export type RegisterCodeForm = SmsCodeForm;

/** Bank identification starts only after the terms are accepted. */
export const bankTermsForm = z.object({
  accepted_terms: z.boolean().refine((accepted) => accepted, MESSAGES.acceptTerms),
});
export type BankTermsForm = z.infer<typeof bankTermsForm>;

/** Removes the separators a user may type, so the API always sees one form of a phone number. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s()-]/g, '');
}

/**
 * One canonical form for matching phone numbers: digits with a leading `+358` for Finnish
 * numbers typed in the national form (`040 123 4567` → `+358401234567`).
 */
export function canonicalPhone(phone: string): string {
  const compact = normalizePhone(phone);
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (compact.startsWith('0')) return `+358${compact.slice(1)}`;
  return `+${compact}`;
}

const requiredText = z.string().trim().min(1, MESSAGES.required);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const requiredDate = z
  .string()
  .trim()
  .refine((value) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)), MESSAGES.required);
const countryField = z.string().regex(/^[A-Z]{2}$/, MESSAGES.required);

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

/** The form's fields in the order they appear (used to focus the first invalid one). */
export const FOREIGN_INVESTOR_FIELDS = [
  'given_name',
  'family_name',
  'birthdate',
  'line1',
  'line2',
  'postcode',
  'city',
  'country',
  'nationality',
  'taxation_country',
  'passport_number',
  'passport_issued_country',
  'passport_expiry_date',
  'is_american',
  'tax_identification_number',
  'is_checked_terms_and_conditions',
] as const satisfies ReadonlyArray<keyof ForeignInvestorForm>;
