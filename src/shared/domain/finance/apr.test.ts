import { describe, expect, it } from 'vitest';
import { annualPercentageRate } from './apr.ts';

describe('annualPercentageRate', () => {
  it('is the yearly rate that discounts the payments to the payout (one payment a year later)', () => {
    // 1 000 € paid out, 1 100 € back 365 days later: exactly 10 %.
    const rate = annualPercentageRate({ amount: 100_000, paidOutOn: '2025-01-01' }, [
      { date: '2026-01-01', amount: 110_000 },
    ]);
    expect(rate).toBeCloseTo(0.1, 10);
  });

  it('counts fees as payments, so the APR exceeds the nominal rate', () => {
    // 12 monthly payments of 87.92 € on 1 000 € is 10 % nominal; 2 € a month of fees on top.
    const payments = Array.from({ length: 12 }, (_, index) => ({
      date: `2025-${String(index + 2).padStart(2, '0')}-01`.replace('2025-13', '2026-01'),
      amount: 8_792 + 200,
    }));
    const rate = annualPercentageRate({ amount: 100_000, paidOutOn: '2025-01-01' }, payments);
    expect(rate).not.toBeNull();
    expect(rate ?? 0).toBeGreaterThan(0.14);
    expect(rate ?? 0).toBeLessThan(0.16);
  });

  it('is null without payments', () => {
    expect(annualPercentageRate({ amount: 100_000, paidOutOn: '2025-01-01' }, [])).toBeNull();
  });
});
