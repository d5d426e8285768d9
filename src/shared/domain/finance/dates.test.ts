import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addDays,
  addMonths,
  dateFromDayNumber,
  dateParts,
  dayNumber,
  dayOfWeek,
  days360,
  days360EndOfMonth,
  daysBetween,
  daysInMonth,
} from './dates.ts';

describe('calendar dates', () => {
  it('counts days from 1970-01-01 as Date.UTC does, and back', () => {
    // Date.UTC is a trustworthy oracle from 1970 to 275760; years below 100 it would misread.
    fc.assert(
      fc.property(fc.integer({ min: -600_000, max: 2_900_000 }), (days) => {
        const iso = new Date(days * 86_400_000).toISOString().slice(0, 10);
        expect(dateFromDayNumber(days)).toBe(iso);
        expect(dayNumber(iso)).toBe(days);
      }),
    );
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2000-03-01')).toBe(11_017);
  });

  it('refuses what is not a real date', () => {
    for (const text of [
      '2023-02-29',
      '2024-13-01',
      '2024-00-10',
      '2024-04-31',
      '24-01-01',
      '2024-1-1',
      '2024-01-01T00:00',
      '',
    ]) {
      expect(() => dateParts(text)).toThrow(RangeError);
    }
    expect(dateParts('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
  });

  it('moves by days and weeks across month and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-12-31', 1)).toBe('2024-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2025-01-01', '2024-01-01')).toBe(-366);
  });

  it('knows the day of the week', () => {
    expect(dayOfWeek('1970-01-01')).toBe(4); // Thursday
    expect(dayOfWeek('2024-12-24')).toBe(2); // Tuesday
    expect(dayOfWeek('1969-12-28')).toBe(0); // Sunday, before the epoch
    expect(dayOfWeek('2026-11-28')).toBe(6);
  });

  it('adds months, clamping the day to the end of a shorter month', () => {
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-03-15', 10)).toBe('2025-01-15');
    expect(addMonths('2024-03-15', -3)).toBe('2023-12-15');
    expect(addMonths('2024-12-28', 84)).toBe('2031-12-28');
  });

  it('counts 30E/360 days: 30 to a month, the 31st as the 30th', () => {
    expect(days360('2024-01-15', '2024-02-15')).toBe(30);
    expect(days360('2024-01-31', '2024-02-28')).toBe(28);
    expect(days360('2024-02-28', '2024-03-31')).toBe(32);
    expect(days360('2024-01-20', '2024-03-15')).toBe(55);
    expect(days360('2023-06-15', '2024-06-15')).toBe(360);
    expect(days360('2024-03-15', '2024-01-15')).toBe(-60);
  });

  it('counts 30E/360 ISDA days for month ends: the last of any month as the 30th', () => {
    expect(days360EndOfMonth('2024-01-31', '2024-02-29')).toBe(30);
    expect(days360EndOfMonth('2023-01-31', '2023-02-28')).toBe(30);
    expect(days360EndOfMonth('2024-02-29', '2024-03-31')).toBe(30);
    expect(days360EndOfMonth('2024-04-30', '2024-05-31')).toBe(30);
    expect(days360EndOfMonth('2024-02-28', '2024-03-31')).toBe(32);
    expect(days360EndOfMonth('2024-01-10', '2024-02-29')).toBe(50);
  });
});
