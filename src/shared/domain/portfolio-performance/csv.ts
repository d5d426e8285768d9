import { formatEuros } from '../finance/cents.ts';
import type { IsoDate } from '../finance/dates.ts';
import type { DayBooking } from './daily-bookings.ts';
import { ppTypeOf } from './mapping.ts';
import {
  PP_COLUMNS,
  PP_DEBIT_TYPES,
  PP_IMPORT_FORMATS,
  type PpAccountType,
  type PpImportFormat,
  type PpLanguage,
} from './pp-import-format.ts';

/** The texts of the file's Note column, in the file's language (the caller's translations). */
export interface PpNotes {
  /** The note of the first row, which carries the value held when the range begins. */
  opening: string;
  /** The note of a day booking: its transaction type and how many transactions it sums. */
  booking: (type: string, count: number) => string;
}

export interface PpExportInput {
  /** The range's day bookings, oldest first (daily-bookings.ts). */
  bookings: readonly DayBooking[];
  /** The range's first day. */
  fromDate: IsoDate;
  /** The portfolio value at the end of the range, in cents (the KPIs' portfolio_value). */
  endValueCents: number;
  language: PpLanguage;
  notes: PpNotes;
}

/** The currency of every row: the marketplace's accounts are in euros. */
const CURRENCY = 'EUR';
/** Portfolio Performance's own CSV export ends each record with CRLF (CSVExporter.STRATEGY). */
const RECORD_END = '\r\n';

/**
 * The portfolio value when the range begins: its value at the end less what the range's
 * transactions changed. Exported as the first row, so that the account's balance after the
 * import is the value at the end, whatever types the range holds.
 */
export function openingValue(endValueCents: number, bookings: readonly DayBooking[]): number {
  return bookings.reduce((value, booking) => value - booking.cents, endValueCents);
}

/** A field as commons-csv writes it: quoted when it holds the delimiter, a quote or a newline. */
function field(text: string, delimiter: string): string {
  return text.includes(delimiter) || /["\r\n]/.test(text)
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}

/** Cents in the file's number format: no grouping, the locale's decimal separator. */
function amountText(cents: number, format: PpImportFormat): string {
  const text = formatEuros(cents);
  return format.decimalSeparator === '.' ? text : text.replace('.', format.decimalSeparator);
}

interface PpRow {
  date: IsoDate;
  type: PpAccountType;
  /** The change of the balance, in cents. */
  cents: number;
  note: string;
}

function record(row: PpRow, format: PpImportFormat): string {
  const values: Record<(typeof PP_COLUMNS)[number], string> = {
    date: row.date,
    type: format.types[row.type],
    value: amountText(
      PP_DEBIT_TYPES.has(row.type) ? -Math.abs(row.cents) : Math.abs(row.cents),
      format,
    ),
    currency: CURRENCY,
    note: row.note,
  };
  return PP_COLUMNS.map((column) => field(values[column], format.delimiter)).join(format.delimiter);
}

function rowsOf(input: PpExportInput): PpRow[] {
  const rows: PpRow[] = [];
  const opening = openingValue(input.endValueCents, input.bookings);
  if (opening !== 0) {
    rows.push({
      date: input.fromDate,
      type: opening > 0 ? 'DEPOSIT' : 'REMOVAL',
      cents: opening,
      note: input.notes.opening,
    });
  }
  for (const booking of input.bookings) {
    const type = ppTypeOf(booking.type, booking.cents);
    if (type === null) continue;
    rows.push({
      date: booking.date,
      type,
      cents: booking.cents,
      note: input.notes.booking(booking.type, booking.count),
    });
  }
  return rows;
}

/**
 * The range as the CSV file Portfolio Performance's account-transaction import reads without
 * mapping a column (pp-import-format.ts): a header in its language, then the opening value and
 * the day bookings, oldest first.
 */
export function portfolioPerformanceCsv(input: PpExportInput): string {
  const format = PP_IMPORT_FORMATS[input.language];
  const header = PP_COLUMNS.map((column) => field(format.headers[column], format.delimiter));
  const lines = [header.join(format.delimiter), ...rowsOf(input).map((row) => record(row, format))];
  return lines.map((line) => line + RECORD_END).join('');
}
