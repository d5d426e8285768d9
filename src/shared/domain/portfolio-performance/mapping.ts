import { isKnownTransactionType, type TransactionType } from '../transactions.ts';
import type { PpAccountType } from './pp-import-format.ts';

/*
 * How each transaction of the portfolio becomes an account transaction of Portfolio Performance.
 * The whole portfolio (free capital and the loan parts) is one account, whose balance is the
 * portfolio value, so only what changes that value is exported:
 * - transfer: the investor's money in or out (Deposit / Withdrawal): Portfolio Performance
 *   leaves transfers out of the performance it computes;
 * - earning: interest and penalty interest raise the value (Interest); a credit loss lowers it
 *   (Interest Charge), and the price a written-off claim is later sold for raises it again
 *   (Interest). Portfolio Performance counts Interest less Interest Charge as the earnings;
 * - fee: the marketplace's fees lower it (Fees), a fee paid back raises it (Fees Refund);
 * - inside: money moving between free capital and the loan parts (an investment, repaid capital,
 *   a part sold on the aftermarket at its outstanding principal, a canceled allocation, the
 *   borrower's principal) leaves the value as it is and is not exported.
 * The direction is the type's where the type fixes it (the gateway's signs differ by type,
 * investor.md §9), the same reading as the portfolio chart's (portfolio-chart/capital-moves.ts);
 * a type whose direction is open goes by the amount's sign as sent. A type the app does not know
 * is taken as a transfer, by its sign: the balance stays right and the performance is untouched.
 */

/** What a transaction is to the account; `inside` leaves the value as it is. */
export type PpRule =
  | { booking: 'inside' }
  | {
      booking: 'transfer' | 'earning' | 'fee';
      /** +1 raises the value by the amount's magnitude, -1 lowers it; `as-sent`: the signed amount. */
      direction: 1 | -1 | 'as-sent';
    };
type ValueBooking = Exclude<PpRule['booking'], 'inside'>;

const INSIDE: PpRule = { booking: 'inside' };
const rule = (booking: ValueBooking, direction: 1 | -1 | 'as-sent'): PpRule => ({
  booking,
  direction,
});

export const PP_RULES: Readonly<Record<TransactionType, PpRule>> = {
  DEPOSIT: rule('transfer', 1),
  WITHDRAWAL: rule('transfer', -1),
  INTERNAL_TRANSFER: rule('transfer', 'as-sent'),
  LEGACY_TRANSFER: rule('transfer', 'as-sent'),
  PROVIDER_ACCOUNT_TRANSFER: rule('transfer', 'as-sent'),
  WITHDRAWAL_ADJUSTMENT: rule('transfer', 'as-sent'),
  INTEREST_PAID: rule('earning', 1),
  PENALTY: rule('earning', 1),
  CREDIT_LOSS_AMOUNT: rule('earning', -1),
  CREDIT_LOSS_BUY_PRICE: rule('earning', 1),
  ADMINISTRATION_FEE: rule('fee', -1),
  SUBSCRIPTION_FEE: rule('fee', -1),
  TRANSACTION_FEE: rule('fee', -1),
  FEE_PAYBACK: rule('fee', 1),
  INVESTMENTS: INSIDE,
  REPAID_CAPITAL: INSIDE,
  AUTOSELL_TRANSACTION: INSIDE,
  CANCELED_ALLOCATION: INSIDE,
  PRINCIPAL: INSIDE,
};

const UNKNOWN_TYPE = rule('transfer', 'as-sent');

export const ppRuleOf = (type: string): PpRule =>
  isKnownTransactionType(type) ? PP_RULES[type] : UNKNOWN_TYPE;

/** How much one transaction changes the portfolio value, in cents (0 for what stays inside). */
export function valueChange(type: string, amountCents: number): number {
  const found = ppRuleOf(type);
  if (found.booking === 'inside' || amountCents === 0) return 0;
  const { direction } = found;
  return direction === 'as-sent' ? amountCents : direction * Math.abs(amountCents);
}

/** Portfolio Performance's type for a change of the value, by what kind of change it is. */
const PP_TYPES: Readonly<Record<ValueBooking, { up: PpAccountType; down: PpAccountType }>> = {
  transfer: { up: 'DEPOSIT', down: 'REMOVAL' },
  earning: { up: 'INTEREST', down: 'INTEREST_CHARGE' },
  fee: { up: 'FEES_REFUND', down: 'FEES' },
};

/** The account transaction type of a value change of a transaction type; null for none. */
export function ppTypeOf(type: string, changeCents: number): PpAccountType | null {
  const { booking } = ppRuleOf(type);
  if (booking === 'inside' || changeCents === 0) return null;
  const types = PP_TYPES[booking];
  return changeCents > 0 ? types.up : types.down;
}
