import { centsToEuroText } from '#shared/api/money.ts';
import type { DepositTransaction } from './deposit-transactions.ts';

/** The CSV's columns, in order (README: the transaction CSV). */
export const CSV_COLUMNS = ['created', 'type', 'amount', 'from', 'to'] as const;

/** An amount as the CSV writes it: the one value that may start with a minus unprefixed. */
const EXACT_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A field as RFC 4180 wants it, and never a formula a spreadsheet would run (CSV injection): a
 * value starting with =, +, -, @, a tab or a carriage return is prefixed with ' unless it is
 * exactly a number (`-1+1` is a formula, `-12.50` is not).
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !EXACT_NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The transactions as CSV text, a line at a time: the rows are streamed from the database to
 * the response and never gathered, whatever their number. Amounts are euros with a point and
 * two decimals, signed as the investor sees them; times are the booking instants in UTC.
 */
export function* transactionsCsv(rows: Iterable<DepositTransaction>): Generator<string> {
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  for (const row of rows) {
    const values = [row.created, row.type, centsToEuroText(row.amountCents), row.from, row.to];
    yield `${values.map(csvField).join(',')}\r\n`;
  }
}
