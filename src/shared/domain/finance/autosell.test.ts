import { describe, expect, it } from 'vitest';
import { autosellFee, autosellWithdrawal } from './autosell.ts';

describe('autosellFee', () => {
  it.each([
    // sold cents, fee cents
    [30_000, 300], // 300 € sold: 3 €
    [5_910, 59], // 59.10 €: 0.591 € → 0.59 €
    [12_345, 123], // 0.4 of a cent goes down
    [12_350, 124], // a tie (123.5 cents) goes to the even cent
    [12_250, 122], // a tie (122.5 cents) goes to the even cent
    [49, 0], // under half a cent
    [0, 0],
  ])('1 %% of %i cents is %i cents', (sold, fee) => {
    expect(autosellFee(sold)).toBe(fee);
  });
});

describe('autosellWithdrawal', () => {
  it('is null when the free capital covers the amount: a plain withdrawal, no fee', () => {
    expect(autosellWithdrawal(100_00, 100_00)).toBeNull();
    expect(autosellWithdrawal(50_00, 100_00)).toBeNull();
  });

  it('sells the shortfall, takes 1 % of it and transfers the amount less the fee', () => {
    // 9900 € asked, 9600 € free: 300 € sold, 3 € fee, 9897 € to the bank.
    expect(autosellWithdrawal(990_000, 960_000)).toEqual({
      amountCents: 990_000,
      shortfallCents: 30_000,
      feeCents: 300,
      transferCents: 989_700,
    });
  });

  it('takes the fee of the shortfall only, not of the whole amount', () => {
    // 1000 € asked, 876.55 € free: 123.45 € sold, its fee 1.23 €.
    expect(autosellWithdrawal(100_000, 87_655)).toEqual({
      amountCents: 100_000,
      shortfallCents: 12_345,
      feeCents: 123,
      transferCents: 99_877,
    });
  });

  it('sells all of it when there is no free capital (a negative one counts as none)', () => {
    expect(autosellWithdrawal(10_000, 0)?.shortfallCents).toBe(10_000);
    expect(autosellWithdrawal(10_000, -500)?.shortfallCents).toBe(10_000);
  });
});
