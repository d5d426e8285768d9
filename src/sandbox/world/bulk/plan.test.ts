import { describe, expect, it } from 'vitest';
import { bookingInstant, planBulkEntries } from './plan.ts';

describe('planBulkEntries', () => {
  it('plans exactly the count asked for, and the same plan for the same seed', () => {
    const first = [...planBulkEntries({ transactions: 5_000, seed: 7 }).entries];
    const again = [...planBulkEntries({ transactions: 5_000, seed: 7 }).entries];
    const other = [...planBulkEntries({ transactions: 5_000, seed: 8 }).entries];
    expect(first).toHaveLength(5_000);
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
  });

  it('never takes more out of free capital or a loan part than it holds', () => {
    const parts = new Map<number, number>();
    let free = 0;
    for (const entry of planBulkEntries({ transactions: 20_000, parts: 10 }).entries) {
      expect(entry.amountCents).toBeGreaterThan(0);
      expect(Number.isInteger(entry.amountCents)).toBe(true);
      free += entry.intoFreeCapital ? entry.amountCents : -entry.amountCents;
      expect(free).toBeGreaterThanOrEqual(0);
      if (entry.counterparty === 'part') {
        const held =
          (parts.get(entry.part) ?? 0) + (entry.intoFreeCapital ? -1 : 1) * entry.amountCents;
        expect(held).toBeGreaterThanOrEqual(0);
        parts.set(entry.part, held);
      }
    }
  });

  it('totals what it planned, with every kind of entry present', () => {
    const plan = planBulkEntries({ transactions: 20_000, parts: 10 });
    const sums = new Map<string, number>();
    let free = 0;
    for (const entry of plan.entries) {
      sums.set(entry.type, (sums.get(entry.type) ?? 0) + entry.amountCents);
      free += entry.intoFreeCapital ? entry.amountCents : -entry.amountCents;
    }
    const { totals } = plan;
    expect(Object.keys(totals.counts).sort()).toEqual([
      'ADMINISTRATION_FEE',
      'DEPOSIT',
      'INTEREST_PAID',
      'INVESTMENTS',
      'REPAID_CAPITAL',
      'WITHDRAWAL',
    ]);
    expect(Object.values(totals.counts).reduce((a, b) => a + b, 0)).toBe(20_000);
    expect(totals.deposits).toBe(sums.get('DEPOSIT'));
    expect(totals.withdrawals).toBe(sums.get('WITHDRAWAL'));
    expect(totals.feesPaid).toBe(sums.get('ADMINISTRATION_FEE'));
    expect(totals.investments).toBe(sums.get('INVESTMENTS'));
    expect(totals.repaidCapital).toBe(sums.get('REPAID_CAPITAL'));
    expect(totals.interestPaid).toBe(sums.get('INTEREST_PAID'));
    expect(totals.freeCapital).toBe(free);
    expect(totals.activeInvestments).toBe(totals.investments - totals.repaidCapital);
    expect(totals.nrActiveInvestments).toBeGreaterThan(0);
    expect(totals.nrActiveInvestments).toBeLessThanOrEqual(10);
  });
});

describe('bookingInstant', () => {
  it('spreads the entries evenly inside the range, in order', () => {
    const times = [0, 1, 2, 3].map((i) => bookingInstant(i, 4, 1_000, 2_000));
    expect(times).toEqual([1_125, 1_375, 1_625, 1_875]);
  });
});
