import { helsinkiDay } from './helsinki-calendar.ts';
import { addDays, addMonths, dateParts, makeDate, type IsoDate } from './finance/dates.ts';

/*
 * The portfolio's date range (investor.md §5 Date range picker, §9): dates in the past (today
 * included), a range of at most 5 years, nothing before 5 years ago; by default one month back
 * to today. Dates are calendar dates (YYYY-MM-DD) in Helsinki.
 */

export const MAX_RANGE_YEARS = 5;
/** The picker's year list spans this many years either side of this year. */
export const YEAR_SPAN = 70;

export interface DateRange {
  from: IsoDate;
  to: IsoDate;
}

export type DateRangeProblem = 'future' | 'too-early' | 'too-long' | 'reversed';

/** The earliest date a range may start on: 5 years before today. */
export const earliestDate = (today: IsoDate): IsoDate => addMonths(today, -12 * MAX_RANGE_YEARS);

/** The default range of the transaction list: one month back to today. */
export const defaultRange = (today: IsoDate): DateRange => ({
  from: addMonths(today, -1),
  to: today,
});

/**
 * Where the KPIs start: one day before the first deposit account was created, else two months
 * back (investor.md §9); never before the earliest date.
 */
export function kpiStart(today: IsoDate, firstDepositCreated: IsoDate | null): IsoDate {
  const start = firstDepositCreated ? addDays(firstDepositCreated, -1) : addMonths(today, -2);
  const earliest = earliestDate(today);
  return start < earliest ? earliest : start;
}

/** The KPIs' own range as a portfolio page opens: from their start (`kpiStart`) to today. */
export const kpiRange = (today: IsoDate, firstDepositCreated: IsoDate | null): DateRange => ({
  from: kpiStart(today, firstDepositCreated),
  to: today,
});

/** What is wrong with a range, in the order a reader fixes it; empty when it can be used. */
export function rangeProblems(range: DateRange, today: IsoDate): DateRangeProblem[] {
  const problems: DateRangeProblem[] = [];
  if (range.from > today || range.to > today) problems.push('future');
  if (range.from < earliestDate(today)) problems.push('too-early');
  if (range.from > range.to) problems.push('reversed');
  else if (range.from < addMonths(range.to, -12 * MAX_RANGE_YEARS)) problems.push('too-long');
  return problems;
}

/** The years the picker offers: 70 years either side of this year, newest first. */
export function pickerYears(today: IsoDate): number[] {
  const { year } = dateParts(today);
  return Array.from({ length: 2 * YEAR_SPAN + 1 }, (_, i) => year + YEAR_SPAN - i);
}

/** Today in Helsinki as a calendar date, for a clock's instant. */
export function helsinkiToday(now: Date): IsoDate {
  const { year, month, day } = helsinkiDay(now);
  return makeDate(year, month, day);
}
