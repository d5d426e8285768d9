import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseEuros } from '../domain/finance/cents.ts';
import { centsToEuroText, euroAmount, euroToCents } from './money.ts';

describe('euro amounts on the wire', () => {
  it.each([
    ['0.29', 29],
    [0.29, 29],
    ['12.3', 1230],
    [12.3, 1230],
    ['1000', 100000],
    [-5, -500],
    ['-0.05', -5],
  ])('reads %j as %i cents', (value, cents) => {
    expect(euroToCents(value)).toBe(cents);
  });

  it('refuses a float that is not a two-decimal amount instead of rounding it', () => {
    expect(() => euroToCents(0.1 + 0.2)).toThrow(RangeError);
  });

  it('refuses more than two decimals, text that is not a number, and exponents', () => {
    for (const bad of ['1.234', '1,5', 'abc', '', '1e3', 0.001]) {
      expect(euroAmount.safeParse(bad).success).toBe(false);
    }
  });

  it('writes cents back as the text it reads', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        expect(euroToCents(centsToEuroText(cents))).toBe(cents);
      }),
    );
    expect(centsToEuroText(-1230)).toBe('-12.30');
    expect(centsToEuroText(5)).toBe('0.05');
  });

  it('reads every short text and every number exactly as the decimal parser does', () => {
    const text = fc
      .tuple(
        fc.boolean(),
        fc.stringMatching(/^\d{1,16}$/),
        fc.constantFrom('', '.5', '.05', '.50', '.99', '.0', '.00'),
      )
      .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction}`);
    fc.assert(
      fc.property(text, (value) => {
        const expected = (() => {
          try {
            return parseEuros(value);
          } catch {
            return 'refused';
          }
        })();
        const actual = (() => {
          try {
            return euroToCents(value);
          } catch {
            return 'refused';
          }
        })();
        expect(actual).toBe(expected);
        if (typeof expected === 'number') expect(euroToCents(expected / 100)).toBe(expected);
      }),
    );
  });

  it('refuses a whole part past the safe cents, however short its text', () => {
    expect(() => euroToCents('999999999999999')).toThrow(RangeError);
    expect(euroToCents('-90071992547409.91')).toBe(-9_007_199_254_740_991);
  });
});
