import {
  addMonths,
  dateParts,
  days360,
  days360EndOfMonth,
  daysInMonth,
  makeDate,
} from './dates.ts';
import type { IsoDate } from './dates.ts';

/**
 * Due dates of a loan's installments, one rule for the offer, the calculator and the sandbox's
 * engine (borrower-and-shared.md §5 due-date choices, §9: "the last day of the month, 30 or 31,
 * February's 28 or 29").
 *
 * - A due day is 1–28, or 31 for the last day of every month; the installment of a month falls
 *   on that day, due day 31 on the month's own last day (28, 29, 30 or 31).
 * - The first installment falls due on the first due day at least one calendar month after the
 *   payout, so the first period is 28–59 days and a borrower never pays within the first month.
 * - An installment period's interest days are 30E/360; for due day 31 the last of any month
 *   counts as the 30th (30E/360 ISDA), so every regular month is 30 days whichever its length.
 *   (annuity.ts explains why 30E/360.)
 */

/** The due day that stands for the last day of every month. */
export const LAST_OF_MONTH_DUE_DAY = 31;

/** Whether `dueDay` is a due day: 1–28, or 31 (the last of the month). */
export function isDueDay(dueDay: number): boolean {
  return (
    Number.isInteger(dueDay) && ((dueDay >= 1 && dueDay <= 28) || dueDay === LAST_OF_MONTH_DUE_DAY)
  );
}

/** Throws a RangeError unless `dueDay` is a due day (`isDueDay`). */
export function assertDueDay(dueDay: number): void {
  if (!isDueDay(dueDay)) {
    throw new RangeError(`The due day must be 1–28 or 31 (the last of the month), got ${dueDay}`);
  }
}

/**
 * The date on `dueDay` in the month `months` months after the month of `date`; due day 31 is
 * that month's last day.
 */
export function dueDateAfter(date: IsoDate, months: number, dueDay: number): IsoDate {
  assertDueDay(dueDay);
  const { year, month } = dateParts(addMonths(date, months));
  return makeDate(year, month, Math.min(dueDay, daysInMonth(year, month)));
}

/** The default first due date: the first `dueDay` at least one month after `startDate`. */
export function defaultFirstDueDate(startDate: IsoDate, dueDay: number): IsoDate {
  assertDueDay(dueDay);
  const oneMonthLater = addMonths(startDate, 1);
  const candidate = dueDateAfter(oneMonthLater, 0, dueDay);
  return candidate >= oneMonthLater ? candidate : dueDateAfter(oneMonthLater, 1, dueDay);
}

/** The interest days (30E/360) of the period from `from` to the due date `to` (see above). */
export function installmentPeriodDays(from: IsoDate, to: IsoDate, dueDay: number): number {
  return dueDay === LAST_OF_MONTH_DUE_DAY ? days360EndOfMonth(from, to) : days360(from, to);
}
