import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, dayOfWeek } from '#shared/domain/finance/dates.ts';
import { dateTicks, niceTicks } from './ticks.ts';

/** 1, 2, 2.5 or 5 times a power of ten. */
function isNice(step: number): boolean {
  const power = 10 ** Math.floor(Math.log10(step));
  const multiplier = Number((step / power).toPrecision(6));
  return [1, 2, 2.5, 5].includes(multiplier);
}

describe('niceTicks (the value axis)', () => {
  it('steps by round amounts over the values', () => {
    expect(niceTicks(0, 100_000, 5, 100)).toEqual({
      ticks: [0, 25_000, 50_000, 75_000, 100_000],
      step: 25_000,
    });
    expect(niceTicks(-1_234, 5_678, 5, 1).ticks).toEqual([-2_000, 0, 2_000, 4_000, 6_000]);
  });

  it('keeps to the smallest step (a euro, a tenth of a point)', () => {
    expect(niceTicks(0, 300, 10, 100).ticks).toEqual([0, 100, 200, 300]);
    expect(niceTicks(290, 300, 10, 10).ticks).toEqual([290, 300]);
  });

  it('covers every value with at most the ticks asked for, a round step apart', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e9, max: 1e9 }),
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 3, max: 12 }),
        fc.constantFrom(1, 10, 100),
        (low, span, maxCount, minStep) => {
          const { ticks, step } = niceTicks(low, low + span, maxCount, minStep);
          expect(ticks.length).toBeLessThanOrEqual(maxCount);
          expect(ticks[0]).toBeLessThanOrEqual(low);
          expect(ticks.at(-1)).toBeGreaterThanOrEqual(low + span);
          expect(step).toBeGreaterThanOrEqual(minStep);
          expect(isNice(step)).toBe(true);
          ticks.forEach((tick, i) => expect(tick).toBe((ticks[0] as number) + i * step));
        },
      ),
    );
  });
});

describe('dateTicks (the time axis)', () => {
  it('puts a year on the first of each month, or of every second, or each quarter', () => {
    const months = dateTicks('2024-01-01', '2024-12-31', 20);
    expect(months).toHaveLength(12);
    expect(months.slice(0, 3)).toEqual(['2024-01-01', '2024-02-01', '2024-03-01']);
    expect(dateTicks('2024-01-01', '2024-12-31', 40)).toEqual([
      '2024-01-01',
      '2024-03-01',
      '2024-05-01',
      '2024-07-01',
      '2024-09-01',
      '2024-11-01',
    ]);
    expect(dateTicks('2024-01-15', '2024-12-31', 70)).toEqual([
      '2024-04-01',
      '2024-07-01',
      '2024-10-01',
    ]);
  });

  it('puts five years on New Year’s days, and fewer when narrow', () => {
    expect(dateTicks('2021-03-15', '2026-03-14', 200)).toEqual([
      '2022-01-01',
      '2023-01-01',
      '2024-01-01',
      '2025-01-01',
      '2026-01-01',
    ]);
    expect(dateTicks('2021-03-15', '2026-03-14', 400)).toEqual([
      '2022-01-01',
      '2024-01-01',
      '2026-01-01',
    ]);
  });

  it('shows days, then Mondays, for a short range', () => {
    expect(dateTicks('2024-03-01', '2024-03-03', 1)).toEqual([
      '2024-03-01',
      '2024-03-02',
      '2024-03-03',
    ]);
    const weeks = dateTicks('2024-03-01', '2024-03-20', 5);
    expect(weeks).toEqual(['2024-03-04', '2024-03-11', '2024-03-18']);
    weeks.forEach((date) => expect(dayOfWeek(date)).toBe(1));
  });

  it('gives a range without a boundary of a long enough step its first day', () => {
    expect(dateTicks('2024-03-05', '2024-03-06', 200)).toEqual(['2024-03-05']);
  });

  it('keeps the dates at least the days asked for apart, inside the range and in order', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: dayNumber('2015-01-01'), max: dayNumber('2030-01-01') }),
        fc.integer({ min: 0, max: 4000 }),
        fc.double({ min: 0.5, max: 800, noNaN: true }),
        (start, days, minDays) => {
          const first = addDays('1970-01-01', start);
          const last = addDays(first, days);
          const ticks = dateTicks(first, last, minDays);
          expect(ticks.length).toBeGreaterThanOrEqual(1);
          ticks.forEach((date, i) => {
            expect(date >= first && date <= last).toBe(true);
            if (i > 0) {
              expect(dayNumber(date) - dayNumber(ticks[i - 1] as string)).toBeGreaterThanOrEqual(
                minDays,
              );
            }
          });
        },
      ),
    );
  });
});
