import { earliestDate, helsinkiToday, type DateRange } from '#shared/domain/date-range.ts';
import type { IsoDate } from '#shared/domain/finance/dates.ts';
import type { LegacyTransaction } from '#shared/api/legacy.ts';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day (in Helsinki) of a legacy timestamp; a calendar date as it is; null if unreadable. */
export function legacyDay(value: string): IsoDate | null {
  const trimmed = value.trim();
  if (CALENDAR_DATE.test(trimmed)) return trimmed;
  const instant = new Date(trimmed);
  return Number.isNaN(instant.getTime()) ? null : helsinkiToday(instant);
}

/**
 * The transactions' first range: the whole portfolio from its StartTime, as far back as the
 * picker allows (five years), to today.
 */
export function initialLegacyRange(startTime: string, today: IsoDate): DateRange {
  const start = legacyDay(startTime);
  const earliest = earliestDate(today);
  return { from: start === null || start < earliest ? earliest : start, to: today };
}

/**
 * The legacy portfolio ignores a range that starts before its start date (investor.md §5): such
 * a range is refused and the one in use stays.
 */
export function acceptsLegacyRange(range: DateRange, startTime: string): boolean {
  const start = legacyDay(startTime);
  return start === null || range.from >= start;
}

/** The transactions made within a range (both days included), in the order the server gave them. */
export function transactionsInRange(
  transactions: readonly LegacyTransaction[],
  range: DateRange,
): LegacyTransaction[] {
  return transactions.filter((transaction) => {
    const day = legacyDay(transaction.Created);
    return day !== null && day >= range.from && day <= range.to;
  });
}
