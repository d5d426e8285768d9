import { euroToCents } from '../finance/euro-text.ts';
import type { TransactionRow } from '../transaction-table.ts';

/** A row of a transaction answer is not a transaction as investor.md §3 describes it. */
export class InvalidTransactionRow extends Error {
  constructor(index: number, problem: string) {
    super(`Row ${index}: ${problem}`);
    this.name = 'InvalidTransactionRow';
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const party = (value: unknown, index: number, field: string): string | null => {
  if (value === null || typeof value === 'string') return value;
  throw new InvalidTransactionRow(index, `${field} is not a string or null`);
};

/**
 * A transaction answer's rows (investor.md §3), each checked as the shared schema
 * (`portfolioTransaction`) would and read one at a time: the tax statement sums a million of
 * them, and building the list's compact columns first cost it more than the sums.
 */
export function* transactionRowsOfAnswer(rows: Iterable<unknown>): Generator<TransactionRow> {
  let index = 0;
  for (const row of rows) {
    if (!isRecord(row)) throw new InvalidTransactionRow(index, 'not an object');
    const { created, amount, type } = row;
    if (typeof created !== 'string') throw new InvalidTransactionRow(index, 'no created');
    if (typeof type !== 'string') throw new InvalidTransactionRow(index, 'no type');
    if (typeof amount !== 'string' && (typeof amount !== 'number' || !Number.isFinite(amount))) {
      throw new InvalidTransactionRow(index, 'amount is not a number or a string');
    }
    let amountCents: number;
    try {
      amountCents = euroToCents(amount);
    } catch (error) {
      throw new InvalidTransactionRow(
        index,
        error instanceof Error ? error.message : String(error),
      );
    }
    yield {
      created,
      from: party(row.from, index, 'from'),
      to: party(row.to, index, 'to'),
      amountCents,
      type,
    };
    index++;
  }
}
