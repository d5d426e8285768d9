import { z } from 'zod';
import { formatEuros, parseEuros } from '../domain/finance/cents.ts';
import { MESSAGES } from '../domain/validation/messages.ts';

/** A euro amount as the gateway writes it: a JSON number or a decimal string, at most 2 decimals. */
const EURO_TEXT = /^-?\d+(?:\.\d{1,2})?$/;

/**
 * Euros on the wire as integer cents, exactly: "12.3" and 12.3 are 1230, never 1229.9999. A
 * number is read through its shortest decimal text (JSON's own), which is exact for two
 * decimals; anything else (a float artefact, an exponent, a comma) is refused, not rounded.
 */
export function euroToCents(euros: number | string): number {
  const text = typeof euros === 'number' ? String(euros) : euros.trim();
  if (!EURO_TEXT.test(text)) throw new RangeError(`Not a euro amount: ${text}`);
  return parseEuros(text);
}

/** Integer cents as the decimal text the sandbox answers with ("-12.30"). */
export const centsToEuroText = formatEuros;

/** An amount field of an answer or a payload, read into integer cents. */
export const euroAmount = z
  .union([z.number().finite(), z.string()])
  .refine((value) => EURO_TEXT.test(String(value).trim()), 'Not a euro amount')
  .transform((value) => euroToCents(value));

/**
 * A withdrawal's amount as the gateway takes it: a positive number of euros, in cents once
 * parsed. A missing one reads as "cannot be empty", anything else as not an amount.
 */
export const withdrawalAmount = z
  .union([z.number(), z.string()], {
    error: (issue) =>
      issue.input === undefined || issue.input === null ? MESSAGES.required : MESSAGES.amount,
  })
  .transform((value, context) => {
    const cents = euroAmount.safeParse(value);
    if (value === '') {
      context.addIssue({ code: 'custom', message: MESSAGES.required });
    } else if (!cents.success || cents.data <= 0) {
      context.addIssue({ code: 'custom', message: MESSAGES.amount });
    } else return cents.data;
    return z.NEVER;
  });
