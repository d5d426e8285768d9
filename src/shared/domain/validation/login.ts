import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { phoneField } from './phone.ts';
import { EMAIL_PATTERN } from './fields.ts';

/* The SMS login and the legacy (username and password) login (borrower-and-shared.md §5). */

export const CODE_PATTERN = /^\d{4}$/;
/**
 * An SMS code is valid for 300 s, and a new one can be asked for after as long
 * (borrower-and-shared.md §9).
 */
export const SMS_CODE_VALIDITY_SECONDS = 300;
/** Exactly four digits, else the cannot-be-empty message (as the spec says). */
export const smsCodeField = z.string().trim().regex(CODE_PATTERN, MESSAGES.required);

export const smsPhoneForm = z.object({ mobile_phone: phoneField });
export type SmsPhoneForm = z.infer<typeof smsPhoneForm>;

export const smsCodeForm = z.object({ code: smsCodeField });
export type SmsCodeForm = z.infer<typeof smsCodeForm>;

/**
 * An old-platform username: letters, digits, dots, hyphens and underscores (`tuula.hamalainen`).
 * The spec names the message 'Email/Username is not valid' (§5) but not its rule; these are the
 * characters the old platform's usernames are made of, and anything with an @ is read as an
 * e-mail address.
 */
const USERNAME_PATTERN = /^[\p{L}\p{N}._-]+$/u;
export const isUsernameOrEmail = (value: string): boolean =>
  value.includes('@') ? EMAIL_PATTERN.test(value) : USERNAME_PATTERN.test(value);

/** Legacy login: username (or e-mail) and password required; the username must be one. */
export const legacyLoginForm = z.object({
  username: z
    .string()
    .trim()
    .min(1, { message: MESSAGES.required, abort: true })
    .refine(isUsernameOrEmail, MESSAGES.usernameOrEmail),
  password: z.string().min(1, MESSAGES.required),
});
export type LegacyLoginForm = z.infer<typeof legacyLoginForm>;
