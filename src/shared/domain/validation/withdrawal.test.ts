import { describe, expect, it } from 'vitest';
import { NBSP } from '../format.ts';
import {
  checkWithdrawal,
  isBlockedAmountKey,
  parseWithdrawalAmount,
  WITHDRAWAL_MESSAGES,
  withdrawalBlocked,
  withdrawalBounds,
  type WithdrawalFacts,
} from './withdrawal.ts';

/** 1234.50 € free of a 5000 € portfolio, a bank account, autosell possible. */
const FACTS: WithdrawalFacts = {
  allowed: true,
  freeCapitalCents: 123_450,
  portfolioValueCents: 500_000,
  iban: 'FI2112345600000785',
  autosellPossible: true,
};

const check = (text: string, facts: Partial<WithdrawalFacts> = {}) =>
  checkWithdrawal(text, { ...FACTS, ...facts }, 'fi');

describe('the withdrawal amount', () => {
  it('blocks the minus key only', () => {
    expect(isBlockedAmountKey('-')).toBe(true);
    expect(isBlockedAmountKey('Subtract')).toBe(true);
    expect(isBlockedAmountKey('1')).toBe(false);
    expect(isBlockedAmountKey(',')).toBe(false);
  });

  it('reads euros exactly, with a point or a comma, in integer cents', () => {
    expect(parseWithdrawalAmount('0.29')).toBe(29);
    expect(parseWithdrawalAmount('12,5')).toBe(1250);
    expect(parseWithdrawalAmount(' 100 ')).toBe(10_000);
    expect(parseWithdrawalAmount('')).toBe('empty');
  });

  it.each(['abc', '-5', '1e3', '12.345', '1,2,3'])('refuses %j as not numeric', (text) => {
    expect(check(text)).toEqual({ ok: false, message: { key: WITHDRAWAL_MESSAGES.notNumeric } });
  });

  it.each(['0', '0.00', ''])('refuses %j: not above 0, the message names 1 €', (text) => {
    expect(check(text)).toEqual({
      ok: false,
      message: { key: 'withdraw.COLLECT_FUNDS_LESS_AMOUNT', values: { minimum: `1,00${NBSP}€` } },
    });
  });

  it('accepts an amount above 0 within the free capital as a plain withdrawal', () => {
    expect(check('0.01')).toEqual({ ok: true, amountCents: 1, autosell: null });
    expect(check('1234,50')).toEqual({ ok: true, amountCents: 123_450, autosell: null });
  });

  it('refuses above the free capital, naming it, when autosell is not possible', () => {
    expect(check('1234.51', { autosellPossible: false })).toEqual({
      ok: false,
      message: {
        key: 'withdraw.COLLECT_FUNDS_MAX_AMOUNT',
        values: { amount: `1${NBSP}234,50${NBSP}€` },
      },
    });
  });

  it('sells the shortfall above the free capital when autosell is possible, with its figures', () => {
    expect(check('2000')).toEqual({
      ok: true,
      amountCents: 200_000,
      autosell: {
        amountCents: 200_000,
        shortfallCents: 76_550,
        feeCents: 766, // 1 % of 765.50 € is 7.655 €: rounded to the even cent
        transferCents: 199_234,
      },
    });
  });

  it('refuses above the whole portfolio value even with autosell, naming that value', () => {
    expect(check('5000')).toMatchObject({ ok: true });
    expect(check('5000.01')).toEqual({
      ok: false,
      message: {
        key: 'withdraw.COLLECT_FUNDS_MAX_AMOUNT',
        values: { amount: `5${NBSP}000,00${NBSP}€` },
      },
    });
  });

  it('blocks with an empty message when the portfolio is worth less than 1 €', () => {
    expect(check('0.5', { portfolioValueCents: 99, freeCapitalCents: 99 })).toEqual({
      ok: false,
      message: { key: '' },
    });
    expect(check('0.5', { portfolioValueCents: 100, freeCapitalCents: 100 })).toMatchObject({
      ok: true,
    });
  });

  it('needs a bank account (IBAN)', () => {
    const refused = { ok: false, message: { key: 'withdraw.IBAN_REQUIRED' } };
    expect(check('10', { iban: null })).toEqual(refused);
    expect(check('10', { iban: '  ' })).toEqual(refused);
  });

  it('refuses a company deposit the user may not sign for alone', () => {
    expect(check('10', { allowed: false })).toEqual({
      ok: false,
      message: { key: 'withdraw.NOT_ALLOW_TO_AUTO_INVEST_AND_WITH_DRAW' },
    });
  });

  it('says before any amount is typed what blocks the deposit, and nothing when all is well', () => {
    expect(withdrawalBlocked(FACTS)).toBeNull();
    expect(withdrawalBlocked({ ...FACTS, portfolioValueCents: 0 })).toEqual({ key: '' });
    expect(withdrawalBlocked({ ...FACTS, iban: null })).toEqual({
      key: 'withdraw.IBAN_REQUIRED',
    });
  });

  it('keeps to the run-time bounds: above the minimum, at most the maximum', () => {
    const bounds = { minimumCents: 1_000, maximumCents: 100_000 };
    expect(check('10', { bounds })).toEqual({
      ok: false,
      message: { key: 'withdraw.COLLECT_FUNDS_LESS_AMOUNT', values: { minimum: `10,00${NBSP}€` } },
    });
    expect(check('10.01', { bounds })).toMatchObject({ ok: true, amountCents: 1_001 });
    expect(check('1000', { bounds })).toMatchObject({ ok: true, amountCents: 100_000 });
    expect(check('1000.01', { bounds })).toEqual({
      ok: false,
      message: {
        key: 'withdraw.COLLECT_FUNDS_MAX_AMOUNT',
        values: { amount: `1${NBSP}000,00${NBSP}€` },
      },
    });
  });

  it('formats the carried amounts in the reader’s language', () => {
    expect(checkWithdrawal('2000', { ...FACTS, autosellPossible: false }, 'en')).toEqual({
      ok: false,
      message: {
        key: 'withdraw.COLLECT_FUNDS_MAX_AMOUNT',
        values: { amount: `€1${NBSP}234.50` },
      },
    });
  });
});

describe('the run-time bounds (investor.md §5)', () => {
  const figures = {
    freeCapitalCents: 123_450,
    portfolioValueCents: 500_000,
    sellableCents: 200_000,
  };

  it('are above 0 and at most the free capital when nothing may be sold', () => {
    expect(withdrawalBounds(figures, false)).toEqual({ minimumCents: 0, maximumCents: 123_450 });
  });

  it('reach the free capital plus what the aftermarket can sell when autosell may run', () => {
    // 1234.50 € + 2000.00 € = 3234.50 €, below the 5000.00 € portfolio value.
    expect(withdrawalBounds(figures, true)).toEqual({ minimumCents: 0, maximumCents: 323_450 });
    expect(check('3234.51', { bounds: withdrawalBounds(figures, true) })).toEqual({
      ok: false,
      message: { key: WITHDRAWAL_MESSAGES.maxAmount, values: { amount: `3${NBSP}234,50${NBSP}€` } },
    });
  });

  it('reach the portfolio value when the gateway sends no sellable figure, and never beyond it', () => {
    expect(withdrawalBounds({ ...figures, sellableCents: null }, true).maximumCents).toBe(500_000);
    expect(withdrawalBounds({ ...figures, sellableCents: 900_000 }, true).maximumCents).toBe(
      500_000,
    );
  });
});
