import { rangeProblems, type DateRange, type DateRangeProblem } from '#shared/domain/date-range.ts';
import { dateParts, daysInMonth, makeDate, type IsoDate } from '#shared/domain/finance/dates.ts';
import { formatDate } from '#shared/domain/format.ts';

/** What the two inputs hold while the reader edits, as written: `DD.MM.YYYY`. */
export interface DateDraft {
  from: string;
  to: string;
}

export type DraftProblem = DateRangeProblem | 'missing' | 'format';

const WRITTEN_DATE = /^\s*(\d{1,2})\.(\d{1,2})\.(\d{4})\s*$/;

/** `5.3.2025` or `05.03.2025` as `2025-03-05`; null unless it is a real calendar date. */
export function parseWrittenDate(text: string): IsoDate | null {
  const match = WRITTEN_DATE.exec(text);
  if (!match) return null;
  const date = makeDate(Number(match[3]), Number(match[2]), Number(match[1]));
  try {
    dateParts(date);
    return date;
  } catch {
    return null;
  }
}

export const draftOf = (range: DateRange): DateDraft => ({
  from: formatDate(range.from),
  to: formatDate(range.to),
});

/** The draft as a range that may be sent, or what is wrong with it. */
export function checkDraft(
  draft: DateDraft,
  today: IsoDate,
): { range: DateRange; problems: [] } | { range: null; problems: DraftProblem[] } {
  if (draft.from.trim() === '' || draft.to.trim() === '') {
    return { range: null, problems: ['missing'] };
  }
  const from = parseWrittenDate(draft.from);
  const to = parseWrittenDate(draft.to);
  if (from === null || to === null) return { range: null, problems: ['format'] };
  const range = { from, to };
  const problems = rangeProblems(range, today);
  return problems.length === 0 ? { range, problems: [] } : { range: null, problems };
}

/** The year a written date is in, or null while it cannot be read. */
export const yearOf = (text: string): number | null => {
  const date = parseWrittenDate(text);
  return date === null ? null : dateParts(date).year;
};

/**
 * The written date moved to another year, its day kept where the month has it (29.2. → 28.2.);
 * today's day and month when nothing readable is written yet.
 */
export function withYear(text: string, year: number, today: IsoDate): string {
  const { month, day } = dateParts(parseWrittenDate(text) ?? today);
  return formatDate(makeDate(year, month, Math.min(day, daysInMonth(year, month))));
}
