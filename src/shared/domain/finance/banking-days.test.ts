import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  addBankingDays,
  easterSunday,
  finnishBankHolidays,
  isBankingDay,
  midsummerEve,
  nextBankingDay,
} from './banking-days.ts';
import { addDays, dayOfWeek, makeDate } from './dates.ts';

describe('easterSunday', () => {
  it.each([
    [1818, '1818-03-22'], // the earliest possible date
    [1943, '1943-04-25'], // the latest possible date
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2020, '2020-04-12'],
    [2021, '2021-04-04'],
    [2022, '2022-04-17'],
    [2023, '2023-04-09'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('%i is %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('is always a Sunday between 22 March and 25 April', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1583, max: 9999 }), (year) => {
        const easter = easterSunday(year);
        expect(dayOfWeek(easter)).toBe(0);
        expect(easter >= makeDate(year, 3, 22) && easter <= makeDate(year, 4, 25)).toBe(true);
      }),
    );
  });

  it('refuses years outside the Gregorian computus', () => {
    expect(() => easterSunday(1582)).toThrow(RangeError);
    expect(() => easterSunday(2024.5)).toThrow(RangeError);
  });
});

describe('midsummerEve', () => {
  it('is the Friday between 19 and 25 June', () => {
    expect(midsummerEve(2021)).toBe('2021-06-25');
    expect(midsummerEve(2022)).toBe('2022-06-24');
    expect(midsummerEve(2023)).toBe('2023-06-23');
    expect(midsummerEve(2024)).toBe('2024-06-21');
    expect(midsummerEve(2025)).toBe('2025-06-20');
    expect(midsummerEve(2026)).toBe('2026-06-19');
  });
});

describe('finnishBankHolidays', () => {
  it('lists the eleven holidays of 2024', () => {
    expect(finnishBankHolidays(2024)).toEqual([
      '2024-01-01',
      '2024-01-06',
      '2024-03-29', // Good Friday
      '2024-04-01', // Easter Monday
      '2024-05-01',
      '2024-05-09', // Ascension Day
      '2024-06-21', // Midsummer Eve
      '2024-12-06',
      '2024-12-24',
      '2024-12-25',
      '2024-12-26',
    ]);
  });

  it('moves the Easter holidays with Easter', () => {
    expect(finnishBankHolidays(2025)).toEqual(
      expect.arrayContaining(['2025-04-18', '2025-04-21', '2025-05-29', '2025-06-20']),
    );
    expect(finnishBankHolidays(2026)).toEqual(
      expect.arrayContaining(['2026-04-03', '2026-04-06', '2026-05-14', '2026-06-19']),
    );
  });
});

describe('isBankingDay', () => {
  it('is false on weekends and bank holidays, true on other weekdays', () => {
    expect(isBankingDay('2024-11-29')).toBe(true); // Friday
    expect(isBankingDay('2024-11-30')).toBe(false); // Saturday
    expect(isBankingDay('2024-12-01')).toBe(false); // Sunday
    expect(isBankingDay('2024-12-06')).toBe(false); // Independence Day, Friday
    expect(isBankingDay('2024-12-24')).toBe(false);
    expect(isBankingDay('2024-12-27')).toBe(true);
    expect(isBankingDay('2025-01-06')).toBe(false); // Epiphany, Monday
    expect(isBankingDay('2025-04-18')).toBe(false); // Good Friday
    expect(isBankingDay('2025-04-21')).toBe(false); // Easter Monday
    expect(isBankingDay('2025-04-22')).toBe(true);
    expect(isBankingDay('2025-05-01')).toBe(false);
    expect(isBankingDay('2025-05-29')).toBe(false); // Ascension Day
    expect(isBankingDay('2025-06-20')).toBe(false); // Midsummer Eve
    expect(isBankingDay('2025-06-19')).toBe(true);
    expect(isBankingDay('2026-01-01')).toBe(false);
    expect(() => isBankingDay('2025-02-30')).toThrow(RangeError);
  });

  it('counts the banking days of whole years', () => {
    // 2024: 262 weekdays less 10 weekday holidays (Epiphany was a Saturday); 2025: 261 less 10.
    const expected = {
      2020: 253,
      2021: 253,
      2022: 253,
      2023: 251,
      2024: 252,
      2025: 251,
      2026: 252,
    };
    for (const [year, days] of Object.entries(expected)) {
      let count = 0;
      const last = makeDate(Number(year), 12, 31);
      for (let d = makeDate(Number(year), 1, 1); d <= last; d = addDays(d, 1)) {
        if (isBankingDay(d)) count += 1;
      }
      expect(count, year).toBe(days);
    }
  });
});

describe('addBankingDays', () => {
  it('skips weekends', () => {
    expect(addBankingDays('2025-11-21', 2)).toBe('2025-11-25'); // Friday → Tuesday
    expect(addBankingDays('2025-11-22', 1)).toBe('2025-11-24'); // Saturday → Monday
    expect(addBankingDays('2025-11-24', 2)).toBe('2025-11-26');
  });

  it('skips bank holidays', () => {
    // Friday before Christmas: Mon 23 counts, 24–26 are holidays, Friday 27 is the second.
    expect(addBankingDays('2024-12-20', 2)).toBe('2024-12-27');
    // Maundy Thursday: Good Friday, the weekend and Easter Monday are skipped.
    expect(addBankingDays('2024-03-28', 1)).toBe('2024-04-02');
    // Across the year end: 31 Dec 2024 (Tue) → 2 Jan (Thu), 3 Jan (Fri).
    expect(addBankingDays('2024-12-31', 2)).toBe('2025-01-03');
  });

  it('goes backwards for a negative count and stays put for zero', () => {
    expect(addBankingDays('2024-04-02', -1)).toBe('2024-03-28');
    expect(addBankingDays('2024-12-27', -2)).toBe('2024-12-20');
    expect(addBankingDays('2024-11-30', 0)).toBe('2024-11-30');
    expect(() => addBankingDays('2024-11-31', 0)).toThrow(RangeError);
    expect(() => addBankingDays('2024-11-30', 1.5)).toThrow(RangeError);
  });

  it('lands on a banking day with exactly n banking days passed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 30 }),
        (offset, n) => {
          const from = addDays('2020-01-01', offset);
          const to = addBankingDays(from, n);
          expect(isBankingDay(to)).toBe(true);
          let passed = 0;
          for (let d = addDays(from, 1); d <= to; d = addDays(d, 1))
            if (isBankingDay(d)) passed += 1;
          expect(passed).toBe(n);
          expect(addBankingDays(to, -n) <= from).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('nextBankingDay', () => {
  it('keeps a banking day and moves a holiday to the next banking day', () => {
    expect(nextBankingDay('2024-12-23')).toBe('2024-12-23');
    expect(nextBankingDay('2024-12-24')).toBe('2024-12-27');
    expect(nextBankingDay('2024-06-22')).toBe('2024-06-24');
  });
});
