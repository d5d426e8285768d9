import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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
});
