import { addDays, dateParts, dayOfWeek, makeDate, type IsoDate } from './dates.ts';

/**
 * Finnish banking days: the days Finnish banks settle payments, Monday to Friday except the bank
 * holidays below. Withdrawals are paid out after 2 banking days and sale proceeds within 3
 * (investor.md §9), loans paid out in 2 to 4 (borrower-and-shared.md §9).
 *
 * The bank holidays that can fall on a weekday: New Year's Day, Epiphany, Good Friday, Easter
 * Monday, May Day, Ascension Day, Midsummer Eve, Independence Day, Christmas Eve, Christmas Day
 * and St Stephen's Day. (Easter Sunday, Midsummer Day and All Saints' Day are always weekends.)
 */

/**
 * Easter Sunday of a Gregorian year by the computus (the anonymous "Meeus/Jones/Butcher"
 * algorithm), which the Finnish church calendar follows.
 */
export function easterSunday(year: number): IsoDate {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) {
    throw new RangeError(`Easter is computed for Gregorian years 1583–9999, got ${year}`);
  }
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return makeDate(year, month, day);
}

/** Midsummer Eve: the Friday between 19 and 25 June. */
export function midsummerEve(year: number): IsoDate {
  const june19 = makeDate(year, 6, 19);
  // Friday is day 5; step forward from the 19th to the first Friday.
  return addDays(june19, (5 - dayOfWeek(june19) + 7) % 7);
}

const holidayCache = new Map<number, ReadonlySet<IsoDate>>();

/** The Finnish bank holidays of a year, sorted, including those that fall on a weekend. */
export function finnishBankHolidays(year: number): IsoDate[] {
  return [...holidaySet(year)].sort();
}

function holidaySet(year: number): ReadonlySet<IsoDate> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const holidays = new Set<IsoDate>([
    makeDate(year, 1, 1), // New Year's Day
    makeDate(year, 1, 6), // Epiphany
    addDays(easter, -2), // Good Friday
    addDays(easter, 1), // Easter Monday
    makeDate(year, 5, 1), // May Day
    addDays(easter, 39), // Ascension Day (a Thursday)
    midsummerEve(year),
    makeDate(year, 12, 6), // Independence Day
    makeDate(year, 12, 24), // Christmas Eve
    makeDate(year, 12, 25), // Christmas Day
    makeDate(year, 12, 26), // St Stephen's Day
  ]);
  holidayCache.set(year, holidays);
  return holidays;
}

/** Whether Finnish banks settle payments on `date`: a weekday that is no bank holiday. */
export function isBankingDay(date: IsoDate): boolean {
  const weekday = dayOfWeek(date);
  if (weekday === 0 || weekday === 6) return false;
  return !holidaySet(dateParts(date).year).has(date);
}

/**
 * The `n`-th banking day after `date` (before it when `n` is negative); `date` itself never
 * counts, so a withdrawal requested on a Friday with `n = 2` is paid on Tuesday. With `n = 0`,
 * `date` is returned unchanged (see `nextBankingDay` for "this day or the next banking day").
 */
export function addBankingDays(date: IsoDate, n: number): IsoDate {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a whole number of days: ${n}`);
  dateParts(date); // validate even when n = 0
  const step = n < 0 ? -1 : 1;
  let current = date;
  for (let left = Math.abs(n); left > 0;) {
    current = addDays(current, step);
    if (isBankingDay(current)) left -= 1;
  }
  return current;
}

/** `date` if it is a banking day, otherwise the first banking day after it. */
export function nextBankingDay(date: IsoDate): IsoDate {
  return isBankingDay(date) ? date : addBankingDays(date, 1);
}
