import type { TFunction } from 'i18next';
import type { IsoDate } from '#shared/domain/finance/dates.ts';
import {
  createDailyBookings,
  portfolioPerformanceCsv,
  type DayBooking,
  type PpLanguage,
  type PpNotes,
} from '#shared/domain/portfolio-performance/index.ts';
import type { TransactionTable } from '#shared/domain/transaction-table.ts';
import { isKnownTransactionType } from '#shared/domain/transactions.ts';

/** Rows summed between two turns of the event loop: a slice stays well under 50 ms. */
const SLICE_ROWS = 50_000;

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The table's day bookings, a slice at a time (a five-year range can hold a million rows). */
export async function dayBookingsOf(table: TransactionTable): Promise<DayBooking[]> {
  const bookings = createDailyBookings();
  for (let index = 0; index < table.length; index++) {
    if (index > 0 && index % SLICE_ROWS === 0) await nextTurn();
    bookings.add(table.rowAt(index));
  }
  return bookings.list();
}

/** The Note column's texts in the file's language (`t` fixed to it). */
export function notesIn(t: TFunction): PpNotes {
  return {
    opening: t('ppExport:file.opening'),
    booking: (type, count) =>
      t('ppExport:file.booking', {
        label: isKnownTransactionType(type) ? t(`portfolio:transactionTypes.${type}`) : type,
        count,
      }),
  };
}

export interface ExportSource {
  /** Every transaction of the range, whatever the list's filter. */
  table: TransactionTable;
  fromDate: IsoDate;
  /** The KPIs' portfolio_value for the range, in cents. */
  endValueCents: number;
  language: PpLanguage;
  /** The translations, fixed to the file's language. */
  t: TFunction;
}

/** The range's file for Portfolio Performance. */
export async function exportText(source: ExportSource): Promise<string> {
  return portfolioPerformanceCsv({
    bookings: await dayBookingsOf(source.table),
    fromDate: source.fromDate,
    endValueCents: source.endValueCents,
    language: source.language,
    notes: notesIn(source.t),
  });
}
