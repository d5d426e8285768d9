import { parseEuros } from '#shared/domain/finance/cents.ts';

/** The least amount the messages name (investor.md §9: minimum withdraw amount 1). */
export const MIN_WITHDRAW_CENTS = 100;

/** Euros as typed: digits, a comma or point and at most two decimals, spaces ignored. */
const AMOUNT_TEXT = /^\d{1,12}(?:[.,]\d{1,2})?$/;

export type WithdrawAmountCheck =
  | { ok: true; cents: number }
  /** Empty, or not an amount in euros. */
  | { ok: false; problem: 'invalid' }
  /** 0 or less: COLLECT_FUNDS_LESS_AMOUNT with minimum 1. */
  | { ok: false; problem: 'less' }
  /** More than the free capital: COLLECT_FUNDS_MAX_AMOUNT carrying it. */
  | { ok: false; problem: 'max'; maxCents: number };

/**
 * The legacy withdrawal's amount (investor.md §4, §5): above 0 and at most the free capital.
 * A minus sign is not an amount, so a negative entry is refused as unreadable.
 */
export function checkWithdrawAmount(text: string, freeCapitalCents: number): WithdrawAmountCheck {
  const compact = text.replace(/\s+/g, '');
  if (!AMOUNT_TEXT.test(compact)) return { ok: false, problem: 'invalid' };
  const cents = parseEuros(compact);
  if (cents <= 0) return { ok: false, problem: 'less' };
  if (cents > freeCapitalCents) return { ok: false, problem: 'max', maxCents: freeCapitalCents };
  return { ok: true, cents };
}
