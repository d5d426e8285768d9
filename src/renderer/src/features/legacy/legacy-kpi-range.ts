import type { LegacyPortfolio, LegacyTransaction } from '#shared/api/legacy.ts';
import type { DateRange } from '#shared/domain/date-range.ts';
import {
  legacyRangeFigures,
  type LegacyMove,
  type LegacyRangeFigures,
} from '#shared/domain/legacy-range-figures.ts';
import { legacyDay } from './legacy-range.ts';

/** The legacy transactions as the range's figures read them (unreadable dates left out). */
export function legacyMoves(transactions: readonly LegacyTransaction[]): LegacyMove[] {
  return transactions.flatMap((transaction) => {
    const day = legacyDay(transaction.Created);
    return day === null
      ? []
      : [
          {
            day,
            amountCents: transaction.Amount,
            type: transaction.Type.trim().toUpperCase(),
            fromType: transaction.From.Type.trim().toUpperCase(),
            toType: transaction.To.Type.trim().toUpperCase(),
          },
        ];
  });
}

/**
 * The figures for the picker's range: the legacy system's own when its StartTime or EndTime is
 * unreadable (no period to compare with), else `legacyRangeFigures`; null while the
 * transactions a part of the period needs are not there yet.
 */
export function kpisForRange(
  portfolio: LegacyPortfolio,
  transactions: readonly LegacyTransaction[] | undefined,
  range: DateRange,
): LegacyRangeFigures | null {
  const startDay = legacyDay(portfolio.StartTime);
  const endDay = legacyDay(portfolio.EndTime);
  if (startDay === null || endDay === null) return portfolio;
  const period = { startDay, endDay };
  if (range.from <= startDay && range.to >= endDay) return portfolio;
  if (!transactions) return null;
  return legacyRangeFigures(portfolio, legacyMoves(transactions), period, range);
}
