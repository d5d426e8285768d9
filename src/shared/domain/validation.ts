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
} as const;

/** Optional plus, three digits optionally in brackets, optional separator, two digits, optional separator, 4–8 digits. */
export const PHONE_PATTERN = /^\+?(\(\d{3}\)|\d{3})[\s-]?\d{2}[\s-]?\d{4,8}$/;
export const CODE_PATTERN = /^\d{4}$/;
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
