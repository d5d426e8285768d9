import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays } from './dates.ts';
import { xirr, type CashFlow } from './xirr.ts';

/**
 * The spreadsheet XIRR documentation's example, answer 0.373362535 (37.34 %). The spreadsheet
 * stops iterating at 1e-8, so its figure is good to 8 decimals; the root itself is 0.37336253352.
 */
const CLASSIC_RATE = 0.373362535;
const classic: CashFlow[] = [
  { date: '2008-01-01', amount: -10_000 },
  { date: '2008-03-01', amount: 2750 },
  { date: '2008-10-30', amount: 4250 },
  { date: '2009-02-15', amount: 3250 },
  { date: '2009-04-01', amount: 2750 },
];

/** Net present value on the same definition, as an independent check of a returned rate. */
function npv(flows: readonly CashFlow[], rate: number): number {
  const start = flows.map((f) => f.date).sort()[0] ?? '';
  const dayMs = 86_400_000;
  return flows.reduce((sum, f) => {
    const days = (Date.parse(f.date) - Date.parse(start)) / dayMs;
    return sum + f.amount / (1 + rate) ** (days / 365);
  }, 0);
}

describe('xirr', () => {
  it('gives the spreadsheet example its known value', () => {
    const rate = xirr(classic);
    expect(rate).toBeCloseTo(CLASSIC_RATE, 8);
    expect(rate).toBeCloseTo(0.37336253352, 11);
    expect(Math.abs(npv(classic, rate ?? 0))).toBeLessThan(1e-8);
    // The same flows in cents give the same rate.
    expect(xirr(classic.map((f) => ({ ...f, amount: f.amount * 100 })))).toBeCloseTo(
      CLASSIC_RATE,
      8,
    );
  });

  it('does not depend on the order of the flows', () => {
    expect(xirr([...classic].reverse())).toBeCloseTo(CLASSIC_RATE, 8);
  });

  it('uses a 365-day year counted from the earliest date', () => {
    // 2020 is a leap year: 10 % over 366 days is a little under 10 % a 365-day year.
    const rate = xirr([
      { date: '2020-01-01', amount: -1000 },
      { date: '2021-01-01', amount: 1100 },
    ]);
    expect(rate).toBeCloseTo(1.1 ** (365 / 366) - 1, 12);
    expect(rate).not.toBeCloseTo(0.1, 6);
  });

  it('finds negative and zero returns', () => {
    expect(
      xirr([
        { date: '2023-01-01', amount: -1000 },
        { date: '2024-01-01', amount: 500 },
      ]),
    ).toBeCloseTo(-0.5, 10);
    expect(
      xirr([
        { date: '2023-01-01', amount: -1000 },
        { date: '2023-01-02', amount: 1000 },
      ]),
    ).toBeCloseTo(0, 10);
  });

  it('returns null without both a positive and a negative flow', () => {
    expect(xirr([])).toBeNull();
    expect(xirr([{ date: '2024-01-01', amount: -5 }])).toBeNull();
    expect(
      xirr([
        { date: '2024-01-01', amount: 5 },
        { date: '2024-02-01', amount: 6 },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { date: '2024-01-01', amount: -5 },
        { date: '2024-02-01', amount: 0 },
      ]),
    ).toBeNull();
  });

  it('returns null for malformed input', () => {
    expect(
      xirr([
        { date: '2024-02-30', amount: -5 },
        { date: '2024-03-01', amount: 6 },
      ]),
    ).toBeNull();
    expect(
      xirr([
        { date: '2024-01-01', amount: Number.NaN },
        { date: '2024-03-01', amount: 6 },
        { date: '2024-03-01', amount: -6 },
      ]),
    ).toBeNull();
  });

  it('returns null when every flow falls on one day', () => {
    // Any rate balances these: there is no return to speak of.
    expect(
      xirr([
        { date: '2024-01-01', amount: -100 },
        { date: '2024-01-01', amount: 100 },
      ]),
    ).toBeNull();
  });

  it('returns null when no rate balances the flows', () => {
    // +100 then −100 and +100 again: the value is 100 − 100·v + 100·v², positive for every rate.
    expect(
      xirr([
        { date: '2024-01-01', amount: 100 },
        { date: '2025-01-01', amount: -100 },
        { date: '2026-01-01', amount: 100 },
      ]),
    ).toBeNull();
  });

  it('falls back to bisection when Newton starts where it cannot converge', () => {
    expect(xirr(classic, 100_000)).toBeCloseTo(CLASSIC_RATE, 8);
    expect(xirr(classic, -0.999_999)).toBeCloseTo(CLASSIC_RATE, 8);
  });

  it('handles very high returns over a short time', () => {
    // Doubling in 30 days: 2^(365/30) − 1 ≈ 4 620 %.
    const rate = xirr([
      { date: '2024-01-01', amount: -100 },
      { date: '2024-01-31', amount: 200 },
    ]);
    expect(rate).not.toBeNull();
    expect((rate ?? 0) / (2 ** (365 / 30) - 1)).toBeCloseTo(1, 9);
  });

  it('recovers the rate that priced an investment and its repayments', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -0.8, max: 3, noNaN: true }),
        fc.array(
          fc.record({
            day: fc.integer({ min: 1, max: 3650 }),
            amount: fc.integer({ min: 1, max: 1_000_000 }),
          }),
          { minLength: 1, maxLength: 30 },
        ),
        (rate, repayments) => {
          const start = '2020-01-01';
          // The investment is the repayments' present value at `rate`: its XIRR must be `rate`.
          const invested = repayments.reduce(
            (sum, r) => sum + r.amount / (1 + rate) ** (r.day / 365),
            0,
          );
          const flows: CashFlow[] = [
            { date: start, amount: -invested },
            ...repayments.map((r) => ({ date: addDays(start, r.day), amount: r.amount })),
          ];
          const found = xirr(flows);
          expect(found).not.toBeNull();
          expect(Math.abs((found ?? Number.NaN) - rate)).toBeLessThan(1e-6);
          expect(Math.abs(npv(flows, found ?? 0))).toBeLessThan(1e-6 * invested + 1e-6);
        },
      ),
      { numRuns: 300 },
    );
  });
});
