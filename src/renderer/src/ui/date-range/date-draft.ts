import { rangeProblems, type DateRange, type DateRangeProblem } from '#shared/domain/date-range.ts';
import { dateParts, daysInMonth, makeDate, type IsoDate } from '#shared/domain/finance/dates.ts';

/** What the two inputs hold while the reader edits: `''` when a date is cleared. */
export interface DateDraft {
  from: string;
  to: string;
}

export type DraftProblem = DateRangeProblem | 'missing';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The draft as a range that may be sent, or what is wrong with it. */
export function checkDraft(
  draft: DateDraft,
  today: IsoDate,
): { range: DateRange; problems: [] } | { range: null; problems: DraftProblem[] } {
  if (!ISO_DATE.test(draft.from) || !ISO_DATE.test(draft.to)) {
    return { range: null, problems: ['missing'] };
  }
  const range = { from: draft.from, to: draft.to };
  const problems = rangeProblems(range, today);
  return problems.length === 0 ? { range, problems: [] } : { range: null, problems };
}

/** The date moved to another year, its day kept where the month has it (29.2. → 28.2.). */
export function withYear(date: string, year: number, today: IsoDate): IsoDate {
  const { month, day } = dateParts(ISO_DATE.test(date) ? date : today);
  return makeDate(year, month, Math.min(day, daysInMonth(year, month)));
}
