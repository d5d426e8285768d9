import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { autoinvestPartSize } from './autoinvest.ts';

const euros = (amount: number): number => Math.round(amount * 100);

describe('autoinvestPartSize for a new loan', () => {
  it.each([
    // free capital €, part €
    [0, 0],
    [0.01, 0],
    [19.99, 0], // below the 20 € minimum: nothing
    [20, 20], // exactly the minimum, and all of the free capital
    [20.01, 20],
    [100, 20], // 3 % is 3 €: the 20 € minimum wins
    [666.66, 20], // 3 % is 19.9998 €
    [666.67, 20], // 3 % is 20.0001 €, rounded down to 20.00
    [666.7, 20.0], // 20.001 → 20.00
    [666.99, 20.0], // 20.0097 → 20.00
    [667, 20.01],
    [1000, 30],
    [10_000, 300],
    [12_345.67, 370.37], // 370.3701
    [33_333.33, 999.99], // 999.9999 → 999.99
    [33_333.34, 1000], // 1000.0002 → capped at 1000
    [33_333.67, 1000],
    [1_000_000, 1000],
  ])('%d € free gives a part of %d €', (free, part) => {
    expect(autoinvestPartSize(euros(free))).toBe(euros(part));
    expect(autoinvestPartSize(euros(free), { market: 'primary' })).toBe(euros(part));
  });

  it('never exceeds the free capital, the cap or 3 % unless the minimum demands it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000_000 }), (free) => {
        const part = autoinvestPartSize(free);
        if (free < 2000) {
          expect(part).toBe(0);
          return;
        }
        expect(part).toBeGreaterThanOrEqual(2000);
        expect(part).toBeLessThanOrEqual(Math.min(100_000, free));
        if (part > 2000) expect(part * 10_000).toBeLessThanOrEqual(free * 300);
        if (part < 100_000 && part > 2000) expect((part + 1) * 10_000).toBeGreaterThan(free * 300);
      }),
    );
  });

  it('grows with the free capital', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(autoinvestPartSize(low)).toBeLessThanOrEqual(autoinvestPartSize(high));
        },
      ),
    );
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => autoinvestPartSize(20.5)).toThrow(RangeError);
    expect(() => autoinvestPartSize(Number.NaN)).toThrow(RangeError);
  });
});

describe('autoinvestPartSize on the aftermarket', () => {
  const offer = (offered: number) => ({ market: 'aftermarket' as const, offered });

  it('buys a part below 20 € whole', () => {
    expect(autoinvestPartSize(euros(10_000), offer(euros(12.34)))).toBe(euros(12.34));
    expect(autoinvestPartSize(euros(100), offer(euros(0.5)))).toBe(50);
  });

  it('spends free capital below 20 € on a small offer', () => {
    expect(autoinvestPartSize(euros(15), offer(euros(12)))).toBe(euros(12));
    expect(autoinvestPartSize(euros(15), offer(euros(40)))).toBe(euros(15));
    expect(autoinvestPartSize(0, offer(euros(12)))).toBe(0);
  });

  it('keeps the 3 % share, the 20 € floor and the 1000 € cap for larger offers', () => {
    expect(autoinvestPartSize(euros(10_000), offer(euros(500)))).toBe(euros(300));
    expect(autoinvestPartSize(euros(100), offer(euros(500)))).toBe(euros(20));
    expect(autoinvestPartSize(euros(100_000), offer(euros(5000)))).toBe(euros(1000));
    expect(autoinvestPartSize(euros(100_000), offer(euros(999.99)))).toBe(euros(999.99));
  });

  it('never exceeds the offer, the free capital, or the primary part size when that is set', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 500_000 }),
        (free, offered) => {
          const part = autoinvestPartSize(free, offer(offered));
          expect(part).toBeGreaterThanOrEqual(0);
          expect(part).toBeLessThanOrEqual(Math.min(offered, free, 100_000));
          const primary = autoinvestPartSize(free);
          if (primary > 0) expect(part).toBe(Math.min(primary, offered));
        },
      ),
    );
  });

  it('refuses an offer that is not whole cents', () => {
    expect(() => autoinvestPartSize(1000, offer(1.5))).toThrow(RangeError);
  });
});
