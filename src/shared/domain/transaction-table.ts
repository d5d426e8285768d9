import type { TransactionFilter } from './transactions.ts';

/** One transaction as the portfolio screens use it: the amount in exact cents, as sent. */
export interface TransactionRow {
  /** ISO date-time as the gateway sent it. */
  created: string;
  from: string | null;
  to: string | null;
  amountCents: number;
  type: string;
}

/**
 * A loaded transaction answer, kept compact (a five-year range can hold a million rows, and the
 * contract has no paging): screens read rows by index and render only those shown.
 */
export interface TransactionTable {
  readonly length: number;
  rowAt(index: number): TransactionRow;
}

export interface TransactionTableRequest {
  /** The deposit's mambu_deposit_id. */
  depositId: string;
  type: TransactionFilter;
  /** YYYY-MM-DD */
  fromDate: string;
  /** YYYY-MM-DD */
  toDate: string;
}

/** The rows a list shows first (investor.md §2: 16, then 10 more at a time). */
export const FIRST_ROWS = 16;

/**
 * Loads the transactions of a range; rejects with the API error on failure. A loader that reads
 * the answer as it arrives hands its first FIRST_ROWS rows to `onFirstRows` before the last byte
 * (the gateway answers newest first); the whole table is what it resolves with.
 */
export type LoadTransactionTable = (
  request: TransactionTableRequest,
  signal: AbortSignal,
  onFirstRows?: (first: TransactionTable) => void,
) => Promise<TransactionTable>;

/** A table over rows already in memory (tests, small answers). */
export function tableOfRows(rows: readonly TransactionRow[]): TransactionTable {
  return { length: rows.length, rowAt: (index) => rows[index] as TransactionRow };
}
