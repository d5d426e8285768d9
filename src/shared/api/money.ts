import { z } from 'zod';
import { formatEuros } from '../domain/finance/cents.ts';
import { EURO_TEXT, euroToCents } from '../domain/finance/euro-text.ts';
import { MESSAGES } from '../domain/validation/messages.ts';

export { euroToCents };

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
