import { z } from 'zod';
import { MESSAGES } from './messages.ts';
import { phoneField } from './phone.ts';

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

/** Legacy login: username and password required. */
export const legacyLoginForm = z.object({
  username: z.string().trim().min(1, MESSAGES.required),
  password: z.string().min(1, MESSAGES.required),
});
export type LegacyLoginForm = z.infer<typeof legacyLoginForm>;
