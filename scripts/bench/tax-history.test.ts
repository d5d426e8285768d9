import { describe, expect, it } from 'vitest';
import { depositTaxYears, transactionRowsOfAnswer } from '#shared/domain/tax-statement/index.ts';
import { lossSlots, taxHistoryRows } from './tax-history.ts';

const options = { entries: 3_000, losses: 100, year: 2025, portfolioId: 'D1' };

describe('lossSlots', () => {
  it('gives each lost loan a purchase, a write-off and, one in three, a sale, in that order', () => {
    const slots = lossSlots(300, 100);
    const stages = (loan: number) =>
      [...slots]
        .filter(([, event]) => event.loan === loan)
        .map(([slot, event]) => [slot, event.stage]);
    expect(stages(0)).toEqual([
      [0, 0],
      [100, 1],
      [200, 2],
    ]);
    expect(stages(1).map(([, stage]) => stage)).toEqual([0, 1]);
    expect(slots.size).toBe(100 + 100 + 34);
  });

  it('refuses too few entries for the losses', () => {
    expect(() => lossSlots(299, 100)).toThrow(RangeError);
  });
});

describe('taxHistoryRows', () => {
  const rows = taxHistoryRows(options);

  it('answers the rows of the year, newest first, in the API’s shape', () => {
    expect(rows).toHaveLength(3_000);
    const created = rows.map((row) => row.created);
    expect(created).toEqual([...created].sort().reverse());
    // The Helsinki year: from 22.00 UTC on 31 December before it to 22.00 UTC on its last day.
    expect(created.at(-1)! > '2024-12-31T22:00:00.000Z').toBe(true);
    expect(created[0]! < '2025-12-31T22:00:00.000Z').toBe(true);
    for (const row of rows.slice(0, 50)) {
      expect(Object.keys(row)).toEqual(['created', 'from', 'to', 'amount', 'type']);
      expect(row.amount).toMatch(/^-?\d+\.\d{2}$/);
    }
  });

  it('is the same history each time', () => {
    expect(taxHistoryRows(options)).toEqual(rows);
  });

  it('reads as a year with every loss, its sales and a realistic mix', () => {
    const [year, ...others] = depositTaxYears(transactionRowsOfAnswer(rows), 'D1', {
      holder: 'person',
      today: '2026-02-01',
    });
    expect(others).toEqual([]);
    expect(year?.year).toBe(2025);
    expect(year?.creditLosses).toHaveLength(100);
    expect(year?.creditLosses.every((line) => line.placement === 'final')).toBe(true);
    expect(year?.creditLosses.filter((line) => line.recoveredOn !== null)).toHaveLength(34);
    expect(year?.creditLosses.every((line) => line.investedOn !== null)).toBe(true);
    expect(year?.sales.length).toBeGreaterThan(0);
    expect(year?.interestCents).toBeGreaterThan(0);
    expect(year?.costs.map((line) => line.type)).toContain('ADMINISTRATION_FEE');
  });
});
