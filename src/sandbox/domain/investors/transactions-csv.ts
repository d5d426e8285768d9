import { centsToEuroText } from '#shared/api/money.ts';
import { csvField } from '#shared/csv-field.ts';
import type { DepositTransaction } from './deposit-transactions.ts';

/** The CSV's columns, in order (README: the transaction CSV). */
export const CSV_COLUMNS = ['created', 'type', 'amount', 'from', 'to'] as const;

/**
 * The transactions as CSV text, a line at a time: the rows are streamed from the database to
 * the response and never gathered, whatever their number. Amounts are euros with a point and
 * two decimals, signed as the investor sees them; times are the booking instants in UTC.
 */
export function* transactionsCsv(rows: Iterable<DepositTransaction>): Generator<string> {
  yield `${CSV_COLUMNS.join(',')}\r\n`;
  for (const row of rows) {
    const values = [row.created, row.type, centsToEuroText(row.amountCents), row.from, row.to];
    yield `${values.map((value) => csvField(value)).join(',')}\r\n`;
  }
}
