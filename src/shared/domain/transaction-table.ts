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

/** Loads the transactions of a range; rejects with the API error on failure. */
export type LoadTransactionTable = (
  request: TransactionTableRequest,
  signal: AbortSignal,
) => Promise<TransactionTable>;

/** A table over rows already in memory (tests, small answers). */
export function tableOfRows(rows: readonly TransactionRow[]): TransactionTable {
  return { length: rows.length, rowAt: (index) => rows[index] as TransactionRow };
}
