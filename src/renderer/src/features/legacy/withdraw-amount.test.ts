import { describe, expect, it } from 'vitest';
import { checkWithdrawAmount } from './withdraw-amount.ts';

const FREE = 123_456; // €1 234.56

describe('checkWithdrawAmount', () => {
  it('reads euros with a comma or a point, exactly, and spaces between thousands', () => {
    expect(checkWithdrawAmount('0,29', FREE)).toEqual({ ok: true, cents: 29 });
    expect(checkWithdrawAmount('12.3', FREE)).toEqual({ ok: true, cents: 1230 });
    expect(checkWithdrawAmount('1 234,56', FREE)).toEqual({ ok: true, cents: FREE });
  });

  it('refuses what is not an amount: empty, letters, a sign, three decimals', () => {
    for (const text of ['', '  ', 'abc', '-5', '+5', '1.234', '1,2,3']) {
      expect(checkWithdrawAmount(text, FREE)).toEqual({ ok: false, problem: 'invalid' });
    }
  });

  it('refuses 0 as less than the minimum', () => {
    expect(checkWithdrawAmount('0', FREE)).toEqual({ ok: false, problem: 'less' });
    expect(checkWithdrawAmount('0,00', FREE)).toEqual({ ok: false, problem: 'less' });
  });

  it('refuses more than the free capital, naming it', () => {
    expect(checkWithdrawAmount('1234.57', FREE)).toEqual({
      ok: false,
      problem: 'max',
      maxCents: FREE,
    });
    expect(checkWithdrawAmount('1', 0)).toEqual({ ok: false, problem: 'max', maxCents: 0 });
  });
});
