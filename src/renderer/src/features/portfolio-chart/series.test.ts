import { describe, expect, it, vi } from 'vitest';
import { tableOfRows, type TransactionRow } from '#shared/domain/transaction-table.ts';
import { columnarTable, compactTransactions } from '../transactions-loader/compact-table.ts';
import { dayGrid, dayIndexOf, helsinkiMidnightMs } from './days.ts';
import { portfolioSeries, summarize } from './series.ts';

const row = (created: string, type: string, amountCents: number): TransactionRow => ({
  created,
  from: null,
  to: null,
  amountCents,
  type,
});

/** A deposit, an investment, interest, a fee, a repayment, a credit loss and a withdrawal. */
const rows: TransactionRow[] = [
  row('2024-03-01T08:00:00.000Z', 'DEPOSIT', 100_000),
  row('2024-03-01T09:00:00.000Z', 'INVESTMENTS', -60_000),
  row('2024-03-02T09:00:00.000Z', 'INTEREST_PAID', 1_000),
  row('2024-03-02T09:00:00.000Z', 'ADMINISTRATION_FEE', -500),
  row('2024-03-03T09:00:00.000Z', 'REPAID_CAPITAL', 10_000),
  row('2024-03-03T10:00:00.000Z', 'CREDIT_LOSS_AMOUNT', -5_000),
  row('2024-03-03T11:00:00.000Z', 'WITHDRAWAL', 20_000),
];

const never = new AbortController().signal;

describe('portfolioSeries', () => {
  it('moves free and invested capital by type, day by day, from zero', async () => {
    const series = await portfolioSeries(tableOfRows(rows), '2024-03-01', '2024-03-04', never);
    expect(series.dates).toEqual(['2024-03-01', '2024-03-02', '2024-03-03', '2024-03-04']);
    // Free: +1000 − 600; + 10 − 5; + 100 − 200 (a withdrawal is money out whatever its sign).
    expect(Array.from(series.free)).toEqual([40_000, 40_500, 30_500, 30_500]);
    // Invested: + 600; −100 repaid, −50 lost.
    expect(Array.from(series.invested)).toEqual([60_000, 60_000, 45_000, 45_000]);
    expect(Array.from(series.value)).toEqual([100_000, 100_500, 75_500, 75_500]);
  });

  it('gives the same series from the loader’s columns', async () => {
    const wire = rows.map((r) => ({ ...r, amount: r.amountCents / 100 }));
    const table = columnarTable(compactTransactions(wire));
    const series = await portfolioSeries(table, '2024-03-01', '2024-03-04', never);
    expect(Array.from(series.value)).toEqual([100_000, 100_500, 75_500, 75_500]);
  });

  it('shows levels when the balances at the end of the range are known', async () => {
    const series = await portfolioSeries(tableOfRows(rows), '2024-03-01', '2024-03-04', never, {
      freeCents: 50_000,
      investedCents: 145_000,
    });
    expect(Array.from(series.free)).toEqual([59_500, 60_000, 50_000, 50_000]);
    expect(Array.from(series.invested)).toEqual([160_000, 160_000, 145_000, 145_000]);
  });

  it('ignores rows outside the range and moves free capital by unknown types as sent', async () => {
    const series = await portfolioSeries(
      tableOfRows([
        row('2024-02-29T21:59:59.999Z', 'DEPOSIT', 5_000),
        row('2024-03-01T12:00:00.000Z', 'SOMETHING_NEW', -700),
      ]),
      '2024-03-01',
      '2024-03-01',
      never,
    );
    expect(Array.from(series.free)).toEqual([-700]);
  });

  it('yields to the event loop on long tables and stops when aborted', async () => {
    const many = Array.from({ length: 250_000 }, () => ({
      created: '2024-03-01T10:00:00.000Z',
      from: null,
      to: null,
      amount: 1,
      type: 'DEPOSIT',
    }));
    const table = columnarTable(compactTransactions(many));
    const controller = new AbortController();
    const loading = portfolioSeries(table, '2024-03-01', '2024-03-01', controller.signal);
    controller.abort();
    await expect(loading).rejects.toThrow();
    const series = await portfolioSeries(table, '2024-03-01', '2024-03-01', never);
    expect(series.value[0]).toBe(25_000_000);
  });
});

describe('the series on the main thread', () => {
  it('yields once a slice has taken its few milliseconds, however few rows that was', async () => {
    const rows = Array.from({ length: 10 * 2048 }, () => ({
      created: '2024-03-01T10:00:00.000Z',
      from: null,
      to: null,
      amount: 1,
      type: 'DEPOSIT',
    }));
    const table = columnarTable(compactTransactions(rows));
    // A slow machine: every look at the clock finds 10 ms gone, so each block is a slice.
    let now = 0;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => (now += 10));
    const turns = vi.spyOn(globalThis, 'setTimeout');
    try {
      const series = await portfolioSeries(table, '2024-03-01', '2024-03-01', never);
      expect(series.value[0]).toBe(2_048_000);
      expect(turns.mock.calls.length).toBeGreaterThanOrEqual(9);
    } finally {
      clock.mockRestore();
      turns.mockRestore();
    }
  });
});

describe('Helsinki days', () => {
  it('starts a day at Helsinki midnight, in winter and in summer time', () => {
    expect(helsinkiMidnightMs('2024-01-15')).toBe(Date.parse('2024-01-14T22:00:00.000Z'));
    expect(helsinkiMidnightMs('2024-07-15')).toBe(Date.parse('2024-07-14T21:00:00.000Z'));
  });

  it('puts an instant on its Helsinki day across the change to summer time', () => {
    const grid = dayGrid('2024-03-30', '2024-04-01');
    expect(dayIndexOf(grid, Date.parse('2024-03-31T21:30:00.000Z'))).toBe(2);
    expect(dayIndexOf(grid, Date.parse('2024-03-30T21:59:59.000Z'))).toBe(0);
    expect(dayIndexOf(grid, Date.parse('2024-03-30T22:00:00.000Z'))).toBe(1);
    expect(dayIndexOf(grid, Date.parse('2024-04-01T21:00:00.000Z'))).toBe(-1);
  });
});

describe('summarize', () => {
  it('gives start, end, min and max', () => {
    expect(summarize(new Float64Array([5, -2, 9, 3]))).toEqual({
      start: 5,
      end: 3,
      min: -2,
      max: 9,
    });
    expect(summarize(new Float64Array(0))).toBeNull();
  });
});
