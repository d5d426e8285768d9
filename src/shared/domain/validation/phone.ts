import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** Optional plus, three digits optionally in brackets, optional separator, two digits, optional separator, 4–8 digits. */
export const PHONE_PATTERN = /^\+?(\(\d{3}\)|\d{3})[\s-]?\d{2}[\s-]?\d{4,8}$/;
export const phoneField = z
  .string()
  .trim()
  .min(1, MESSAGES.required)
  .regex(PHONE_PATTERN, MESSAGES.phone);

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
