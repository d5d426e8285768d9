import { describe, expect, it } from 'vitest';
import {
  defaultRange,
  earliestDate,
  helsinkiToday,
  kpiStart,
  pickerYears,
  rangeProblems,
} from './date-range.ts';

const today = '2026-11-25';

describe('the portfolio date range (investor.md §5, §9)', () => {
  it('defaults to one month back to today', () => {
    expect(defaultRange(today)).toEqual({ from: '2026-10-25', to: today });
    expect(defaultRange('2026-03-31')).toEqual({ from: '2026-02-28', to: '2026-03-31' });
  });

  it('starts the KPIs a day before the first deposit, else two months back, never before 5 years ago', () => {
    expect(kpiStart(today, '2024-05-10')).toBe('2024-05-09');
    expect(kpiStart(today, null)).toBe('2026-09-25');
    expect(kpiStart(today, '2019-01-01')).toBe(earliestDate(today));
    expect(earliestDate(today)).toBe('2021-11-25');
  });

  it('accepts a range in the past of at most 5 years', () => {
    expect(rangeProblems({ from: '2021-11-25', to: today }, today)).toEqual([]);
    expect(rangeProblems({ from: today, to: today }, today)).toEqual([]);
  });

  it.each([
    [{ from: '2026-11-20', to: '2026-11-26' }, ['future']],
    [{ from: '2021-11-24', to: '2026-11-25' }, ['too-early', 'too-long']],
    [{ from: '2021-11-24', to: '2022-01-01' }, ['too-early']],
    [{ from: '2026-02-01', to: '2026-01-01' }, ['reversed']],
  ] as const)('refuses %j: %j', (range, problems) => {
    expect(rangeProblems(range, today)).toEqual(problems);
  });

  it('offers 70 years either side of this year, newest first', () => {
    const years = pickerYears(today);
    expect(years).toHaveLength(141);
    expect(years[0]).toBe(2096);
    expect(years.at(-1)).toBe(1956);
  });

  it("takes today's date in Helsinki", () => {
    expect(helsinkiToday(new Date('2026-11-24T22:30:00Z'))).toBe('2026-11-25');
    expect(helsinkiToday(new Date('2026-06-30T20:59:00Z'))).toBe('2026-06-30');
    expect(helsinkiToday(new Date('2026-06-30T21:00:00Z'))).toBe('2026-07-01');
  });
});
