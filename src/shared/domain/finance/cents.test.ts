import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allocate,
  assertCents,
  divideRounded,
  formatEuros,
  parseEuros,
  percentOf,
} from './cents.ts';

describe('parseEuros', () => {
  it('parses decimals exactly where float arithmetic drifts', () => {
    // 0.29 * 100 is 28.999999999999996 and 1.15 * 100 is 114.99999999999999 in binary floats.
    expect(parseEuros('0.29')).toBe(29);
    expect(parseEuros('1.15')).toBe(115);
    expect(parseEuros('4.35')).toBe(435);
    expect(parseEuros('1000')).toBe(100_000);
    expect(parseEuros('12.5')).toBe(1250);
    expect(parseEuros('0.05')).toBe(5);
  });

  it('accepts a sign, surrounding whitespace and trailing zeros below the cent', () => {
    expect(parseEuros('-12.34')).toBe(-1234);
    expect(parseEuros('+7')).toBe(700);
    expect(parseEuros('  3.10 ')).toBe(310);
    expect(parseEuros('3.1000')).toBe(310);
    expect(Object.is(parseEuros('-0.00'), 0)).toBe(true);
  });

  it('accepts a comma decimal and thousands grouped by spaces', () => {
    expect(parseEuros('1 234,50')).toBe(123_450);
    expect(parseEuros('1\u00a0234\u00a0567.89')).toBe(123_456_789);
    expect(parseEuros('12,05')).toBe(1205);
  });

  it.each([
    '',
    'abc',
    '1.',
    '.5',
    '1.234.5',
    '12 34',
    '1 2345',
    '1,2,3',
    '€12',
    '1e3',
    '0.291',
    '0.2901',
    'NaN',
    '90071992547409.92',
  ])('refuses %j', (text) => {
    expect(() => parseEuros(text)).toThrow(RangeError);
  });

  it('round-trips with formatEuros for every safe amount', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(parseEuros(formatEuros(cents))).toBe(cents);
      }),
    );
  });
});

describe('formatEuros', () => {
  it('writes two decimals with a point and a leading minus', () => {
    expect(formatEuros(0)).toBe('0.00');
    expect(formatEuros(5)).toBe('0.05');
    expect(formatEuros(-123_450)).toBe('-1234.50');
    expect(() => formatEuros(1.5)).toThrow(RangeError);
  });
});

describe('assertCents', () => {
  it('accepts safe integers only', () => {
    expect(() => assertCents(12)).not.toThrow();
    expect(() => assertCents(0.1)).toThrow(RangeError);
    expect(() => assertCents(Number.MAX_SAFE_INTEGER + 1)).toThrow(RangeError);
    expect(() => assertCents(Number.NaN)).toThrow(RangeError);
  });
});

describe('divideRounded', () => {
  it('rounds ties to even, half up (away from zero) or down (toward zero)', () => {
    const cases: [bigint, bigint, bigint, bigint][] = [
      // numerator, denominator, half-even, half-up
      [5n, 2n, 2n, 3n],
      [7n, 2n, 4n, 4n],
      [-5n, 2n, -2n, -3n],
      [-7n, 2n, -4n, -4n],
      [10n, 4n, 2n, 3n],
      [11n, 4n, 3n, 3n],
      [9n, 4n, 2n, 2n],
      [5n, -2n, -2n, -3n],
    ];
    for (const [n, d, even, up] of cases) {
      expect(divideRounded(n, d, 'half-even')).toBe(even);
      expect(divideRounded(n, d, 'half-up')).toBe(up);
    }
    expect(divideRounded(7n, 2n, 'down')).toBe(3n);
    expect(divideRounded(-7n, 2n, 'down')).toBe(-3n);
  });

  it('never moves more than half away from the exact quotient', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.constantFrom('half-even' as const, 'half-up' as const),
        (n, d, rounding) => {
          const q = divideRounded(n, d, rounding);
          const distance = n - q * d; // remainder against the rounded quotient
          expect(2n * (distance < 0n ? -distance : distance) <= d).toBe(true);
        },
      ),
    );
  });

  it('refuses a zero denominator', () => {
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });
});

describe('percentOf', () => {
  it('takes basis points of an amount', () => {
    expect(percentOf(10_000, 5000)).toBe(5000); // 50 % of 100.00 €
    expect(percentOf(123_456, 100)).toBe(1235); // 1 % of 1234.56 € = 12.3456 €
    expect(percentOf(100_000, 30)).toBe(300); // 0.30 % of 1000 €
    expect(percentOf(0, 5000)).toBe(0);
  });

  it('rounds the 50 % administration fee of odd cents half to even by default', () => {
    // 0.5-cent ties: half-even alternates, half-up always favours the fee.
    expect([1, 3, 5, 7].map((c) => percentOf(c, 5000))).toEqual([0, 2, 2, 4]);
    expect([1, 3, 5, 7].map((c) => percentOf(c, 5000, 'half-up'))).toEqual([1, 2, 3, 4]);
    expect(percentOf(-3, 5000)).toBe(-2);
    expect(percentOf(-3, 5000, 'half-up')).toBe(-2);
    expect(percentOf(-5, 5000, 'half-up')).toBe(-3);
  });

  it('rounds down on request (for "at most" limits)', () => {
    expect(percentOf(66_699, 300, 'down')).toBe(2000); // 2000.97 → 2000
    expect(percentOf(66_699, 300)).toBe(2001);
  });

  it('stays exact when amount × basis points passes 2^53', () => {
    // 9e13 × 3333 ≈ 3e17: a float product would lose the last cents.
    expect(percentOf(90_000_000_000_001, 3333)).toBe(29_997_000_000_000);
    expect(percentOf(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('half-even is unbiased over a run of 50 % fees where half-up is not', () => {
    const interests = Array.from({ length: 1000 }, (_, i) => 2 * i + 1); // all odd
    const exactHalf = interests.reduce((sum, c) => sum + c, 0) / 2;
    const even = interests.reduce((sum, c) => sum + percentOf(c, 5000), 0);
    const up = interests.reduce((sum, c) => sum + percentOf(c, 5000, 'half-up'), 0);
    expect(even).toBe(exactHalf);
    expect(up - exactHalf).toBe(500);
  });

  it('refuses non-integer input', () => {
    expect(() => percentOf(1.5, 100)).toThrow(RangeError);
    expect(() => percentOf(100, 0.5)).toThrow(RangeError);
    expect(() => percentOf(Number.MAX_SAFE_INTEGER, 20_000)).toThrow(RangeError);
  });
});

describe('allocate', () => {
  it('splits proportionally and hands the leftover cents to the largest remainders', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(1000, [5000, 3000, 2000])).toEqual([500, 300, 200]);
    expect(allocate(10, [2, 3, 5])).toEqual([2, 3, 5]);
    expect(allocate(7, [2, 3, 5])).toEqual([1, 2, 4]); // exact 1.4, 2.1, 3.5: the cent to .5
    expect(allocate(9, [2, 3, 5])).toEqual([2, 3, 4]); // exact 1.8, 2.7, 4.5: cents to .8, .7
    expect(allocate(1, [1, 2])).toEqual([0, 1]);
  });

  it('breaks equal remainders by the larger weight, then by the earlier index', () => {
    expect(allocate(1, [1, 1])).toEqual([1, 0]);
    expect(allocate(2, [1, 1, 1])).toEqual([1, 1, 0]);
    // Exact shares 0.5 and 1.5: equal remainders, the larger weight wins.
    expect(allocate(2, [1, 3])).toEqual([0, 2]);
  });

  it('splits a negative total as its magnitude, negated', () => {
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(-7, [2, 3, 5])).toEqual([-1, -2, -4]);
  });

  it('gives zero weights nothing and handles the degenerate cases', () => {
    expect(allocate(10, [0, 1, 0])).toEqual([0, 10, 0]);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
    expect(allocate(0, [])).toEqual([]);
    expect(() => allocate(1, [])).toThrow(RangeError);
    expect(() => allocate(1, [0, 0])).toThrow(RangeError);
    expect(() => allocate(1, [1, -1])).toThrow(RangeError);
    expect(() => allocate(1, [1.5])).toThrow(RangeError);
    expect(() => allocate(0.5, [1])).toThrow(RangeError);
  });

  it('stays exact with large totals and weights', () => {
    const total = 9_000_000_000_000_001;
    const parts = allocate(total, [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER, 1]);
    // Exact shares 4.5e15 + 0.2502…, twice, and 0.4996…: the one leftover cent goes to the last.
    expect(parts).toEqual([4_500_000_000_000_000, 4_500_000_000_000_000, 1]);
  });

  const weightsArb = fc.array(fc.integer({ min: 0, max: 10_000_000 }), {
    minLength: 1,
    maxLength: 40,
  });

  it('always sums to the total, each part its exact share rounded down or up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000_000, max: 100_000_000 }),
        weightsArb.filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts).toHaveLength(weights.length);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = BigInt(weights.reduce((a, b) => a + b, 0));
          parts.forEach((part, i) => {
            const exact = BigInt(Math.abs(total)) * BigInt(weights[i] ?? 0); // share × sum
            const scaled = BigInt(Math.abs(part)) * sum;
            expect(scaled > exact - sum && scaled < exact + sum).toBe(true);
            if (weights[i] === 0) expect(part).toBe(0);
            expect(Math.sign(part) * Math.sign(total)).toBeGreaterThanOrEqual(0);
          });
        },
      ),
    );
  });

  it('never gives a larger weight less than a smaller one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        weightsArb.filter((w) => w.some((x) => x > 0)),
        (total, weights) => {
          const parts = allocate(total, weights);
          for (let i = 0; i < weights.length; i += 1) {
            for (let j = 0; j < weights.length; j += 1) {
              if ((weights[i] ?? 0) > (weights[j] ?? 0)) {
                expect(parts[i] ?? 0).toBeGreaterThanOrEqual(parts[j] ?? 0);
              }
            }
          }
        },
      ),
    );
  });
});
