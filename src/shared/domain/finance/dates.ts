/**
 * Calendar dates as `YYYY-MM-DD` strings, in Europe/Helsinki calendar terms: a due date or a
 * banking day is a day on the Finnish calendar, not an instant, so no time zone arithmetic is
 * needed (or wanted: an instant converted through UTC can land on the wrong day).
 *
 * The arithmetic counts days from 1970-01-01 with Howard Hinnant's `days_from_civil` algorithm,
 * integers only, so it does not depend on `Date`'s treatment of years 0–99 or on the host zone.
 */

/** A calendar date, `YYYY-MM-DD`. */
export type IsoDate = string;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days in `month` (1–12) of `year` on the proleptic Gregorian calendar. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The parts of a date; throws a RangeError unless it is a real `YYYY-MM-DD` date. */
export function dateParts(date: IsoDate): { year: number; month: number; day: number } {
  const match = DATE_PATTERN.exec(date);
  const year = Number(match?.[1]);
  const month = Number(match?.[2]);
  const day = Number(match?.[3]);
  if (!match || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  }
  return { year, month, day };
}

/** Builds a date from its parts (no validation beyond what `dateFromDayNumber` implies). */
export function makeDate(year: number, month: number, day: number): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days since 1970-01-01 (negative before it). */
export function dayNumber(date: IsoDate): number {
  const { year, month, day } = dateParts(date);
  return daysFromCivil(year, month, day);
}

/** Days since 1970-01-01 of a valid proleptic Gregorian date (H. Hinnant's days_from_civil). */
export function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The date `days` days after 1970-01-01: the inverse of `dayNumber`. */
export function dateFromDayNumber(days: number): IsoDate {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return makeDate(year, month, day);
}

/** `date` moved by `days` calendar days (negative moves back). */
export function addDays(date: IsoDate, days: number): IsoDate {
  return dateFromDayNumber(dayNumber(date) + days);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** Day of the week, 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
export function dayOfWeek(date: IsoDate): number {
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

/**
 * `date` moved by `months` calendar months, the day clamped to the month's last day
 * (2024-01-31 plus one month is 2024-02-29), as a due date "one month later" is read.
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const { year, month, day } = dateParts(date);
  const index = year * 12 + (month - 1) + months;
  const newYear = Math.floor(index / 12);
  const newMonth = index - newYear * 12 + 1;
  return makeDate(newYear, newMonth, Math.min(day, daysInMonth(newYear, newMonth)));
}

/**
 * Days between two dates on the 30E/360 basis (ISDA "Eurobond basis"): every month counts 30
 * days and a 31st counts as the 30th. Used for loan interest (see annuity.ts for why).
 */
export function days360(from: IsoDate, to: IsoDate): number {
  const a = dateParts(from);
  const b = dateParts(to);
  return (
    360 * (b.year - a.year) + 30 * (b.month - a.month) + (Math.min(b.day, 30) - Math.min(a.day, 30))
  );
}

/**
 * Days between two dates on the 30E/360 ISDA basis: as `days360`, but the last day of any month
 * (February's 28th or 29th too) counts as the 30th. Used for loans due on the last of the month.
 */
export function days360EndOfMonth(from: IsoDate, to: IsoDate): number {
  const a = dateParts(from);
  const b = dateParts(to);
  const day = (parts: { year: number; month: number; day: number }) =>
    parts.day === daysInMonth(parts.year, parts.month) ? 30 : Math.min(parts.day, 30);
  return 360 * (b.year - a.year) + 30 * (b.month - a.month) + (day(b) - day(a));
}
