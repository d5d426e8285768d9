import { describe, expect, it } from 'vitest';
import { TRANSACTION_TYPES } from '../transactions.ts';
import { ppRuleOf, ppTypeOf, valueChange } from './mapping.ts';

/** Each type's change of the portfolio value for an amount sent as +10.00 and as -10.00 €. */
const CASES: ReadonlyArray<
  [type: string, fromPlus: number, fromMinus: number, up: string | null, down: string | null]
> = [
  // The investor's money in and out: transfers, by the type's direction.
  ['DEPOSIT', 1000, 1000, 'DEPOSIT', 'REMOVAL'],
  ['WITHDRAWAL', -1000, -1000, 'DEPOSIT', 'REMOVAL'],
  // Transfers whose direction is open: by the sign as sent.
  ['INTERNAL_TRANSFER', 1000, -1000, 'DEPOSIT', 'REMOVAL'],
  ['LEGACY_TRANSFER', 1000, -1000, 'DEPOSIT', 'REMOVAL'],
  ['PROVIDER_ACCOUNT_TRANSFER', 1000, -1000, 'DEPOSIT', 'REMOVAL'],
  ['WITHDRAWAL_ADJUSTMENT', 1000, -1000, 'DEPOSIT', 'REMOVAL'],
  // Earnings: interest and recoveries raise the value, a credit loss lowers it.
  ['INTEREST_PAID', 1000, 1000, 'INTEREST', 'INTEREST_CHARGE'],
  ['PENALTY', 1000, 1000, 'INTEREST', 'INTEREST_CHARGE'],
  ['CREDIT_LOSS_BUY_PRICE', 1000, 1000, 'INTEREST', 'INTEREST_CHARGE'],
  ['CREDIT_LOSS_AMOUNT', -1000, -1000, 'INTEREST', 'INTEREST_CHARGE'],
  // Fees lower it, a fee paid back raises it.
  ['ADMINISTRATION_FEE', -1000, -1000, 'FEES_REFUND', 'FEES'],
  ['SUBSCRIPTION_FEE', -1000, -1000, 'FEES_REFUND', 'FEES'],
  ['TRANSACTION_FEE', -1000, -1000, 'FEES_REFUND', 'FEES'],
  ['FEE_PAYBACK', 1000, 1000, 'FEES_REFUND', 'FEES'],
  // Inside the portfolio: not exported.
  ['INVESTMENTS', 0, 0, null, null],
  ['REPAID_CAPITAL', 0, 0, null, null],
  ['AUTOSELL_TRANSACTION', 0, 0, null, null],
  ['CANCELED_ALLOCATION', 0, 0, null, null],
  ['PRINCIPAL', 0, 0, null, null],
  // A type the app does not know: a transfer by its sign.
  ['SOMETHING_NEW', 1000, -1000, 'DEPOSIT', 'REMOVAL'],
];

describe('the Portfolio Performance mapping', () => {
  it('has a rule for every transaction type the app knows', () => {
    const covered = new Set(CASES.map(([type]) => type));
    expect(TRANSACTION_TYPES.filter((type) => !covered.has(type))).toEqual([]);
  });

  it.each(CASES)(
    '%s changes the value by %d for +10.00 € and %d for -10.00 €',
    (type, plus, minus) => {
      expect(valueChange(type, 1000)).toBe(plus);
      expect(valueChange(type, -1000)).toBe(minus);
    },
  );

  it.each(CASES)(
    '%s is %s when it raises the value and %s when it lowers it',
    (type, _p, _m, up, down) => {
      const inside = ppRuleOf(type).booking === 'inside';
      expect(ppTypeOf(type, 1)).toBe(inside ? null : up);
      expect(ppTypeOf(type, -1)).toBe(inside ? null : down);
    },
  );

  it('exports nothing for a zero amount', () => {
    expect(valueChange('ADMINISTRATION_FEE', 0)).toBe(0);
    expect(Object.is(valueChange('WITHDRAWAL', 0), 0)).toBe(true);
    expect(ppTypeOf('DEPOSIT', 0)).toBeNull();
  });
});
