import { helsinkiToday } from '#shared/domain/date-range.ts';
import { addDays, type IsoDate } from '#shared/domain/finance/dates.ts';
import { helsinkiDayStart } from '../investors/helsinki-days.ts';

/** A span of booking instants [from, to), as booked_at compares them (ISO text in UTC). */
export interface InstantSpan {
  from: string;
  to: string;
}

/**
 * A range of instants as the per-day flows (migration 0015) can sum it: the whole Helsinki days
 * inside it, and the pieces of days at its ends, which only the entries themselves can give.
 */
export interface DaySpans {
  /** The whole days, from `fromDay` up to but not including `toDay`; none when they are equal. */
  fromDay: IsoDate;
  toDay: IsoDate;
  /** The parts of the range outside the whole days: none, one or two non-empty spans. */
  pieces: InstantSpan[];
}

/** Splits [from, to) into whole Helsinki days and the pieces of days before and after them. */
export function helsinkiDaySpans(range: { from: Date; to: Date }): DaySpans {
  const fromDay = helsinkiToday(range.from);
  const firstWhole =
    helsinkiDayStart(fromDay).getTime() === range.from.getTime() ? fromDay : addDays(fromDay, 1);
  const toDay = helsinkiToday(range.to);
  const wholeFrom = helsinkiDayStart(firstWhole);
  const wholeTo = helsinkiDayStart(toDay);
  const from = range.from.toISOString();
  const to = range.to.toISOString();
  if (wholeFrom.getTime() >= wholeTo.getTime()) {
    return { fromDay: toDay, toDay, pieces: from < to ? [{ from, to }] : [] };
  }
  const pieces: InstantSpan[] = [];
  if (range.from.getTime() < wholeFrom.getTime())
    pieces.push({ from, to: wholeFrom.toISOString() });
  if (wholeTo.getTime() < range.to.getTime()) pieces.push({ from: wholeTo.toISOString(), to });
  return { fromDay: firstWhole, toDay, pieces };
}
