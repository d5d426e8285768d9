import { z } from 'zod';

/** A euro amount as the gateway writes it: a JSON number or a decimal string, at most 2 decimals. */
const EURO_TEXT = /^-?\d+(?:\.\d{1,2})?$/;

/**
 * Euros as integer cents, exactly: "12.3" and 12.3 are 1230, never 1229.9999. A number is read
 * through its shortest decimal text (JSON's own), which is exact for two decimals.
 */
export function euroToCents(euros: number | string): number {
  const text = typeof euros === 'number' ? String(euros) : euros.trim();
  if (!EURO_TEXT.test(text)) throw new RangeError(`Not a euro amount: ${text}`);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Out of range: ${text}`);
  return negative ? -cents : cents;
}

/** Integer cents as the decimal text the sandbox answers with ("-12.30"). */
export function centsToEuroText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount field of an answer or a payload, read into integer cents. */
export const euroAmount = z
  .union([z.number().finite(), z.string().regex(EURO_TEXT)])
  .refine((value) => EURO_TEXT.test(String(value)), 'At most two decimals')
  .transform((value) => euroToCents(value));
