import { euroToCents } from '#shared/api/money.ts';
import type { TransactionRow, TransactionTable } from '#shared/domain/transaction-table.ts';

/** The index of a missing `from` or `to` in the string columns. */
export const NO_STRING = -1;

/**
 * A transaction answer as columns: what the worker builds and transfers (the typed arrays move,
 * they are not copied). A million rows take about 28 MB here instead of a million objects.
 */
export interface TransactionColumns {
  length: number;
  /** Exact integer cents (a Float64Array holds every safe integer). */
  cents: Float64Array;
  /** `created` as epoch milliseconds (NaN where the gateway sent something no date parser reads). */
  createdMs: Float64Array;
  /** Indexes into `strings`; `NO_STRING` for null. */
  from: Int32Array;
  to: Int32Array;
  type: Int32Array;
  /** The distinct from, to and type values (a few dozen, however many rows). */
  strings: string[];
  /**
   * `created` texts that `new Date(ms).toISOString()` would not give back exactly, by row: empty
   * for canonical ISO instants (the sandbox's, and the usual gateway format).
   */
  createdText: Map<number, string>;
}

/** A row of the answer is not a transaction as investor.md §3 describes it. */
export class InvalidTransactionAnswer extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidTransactionAnswer';
  }
}

/**
 * Exact cents of a JSON number without a string round trip: `cents / 100 === euros` holds only
 * when `euros` is the double nearest to a two-decimal amount, which is exactly when its shortest
 * text has at most two decimals (what `euroToCents` checks with a pattern, ten times slower).
 */
function numberToCents(euros: number): number {
  const cents = Math.round(euros * 100);
  if (Number.isSafeInteger(cents) && cents / 100 === euros) return cents === 0 ? 0 : cents;
  return euroToCents(euros);
}

const CHAR_0 = 48;

function twoDigits(text: string, at: number): number {
  return (text.charCodeAt(at) - CHAR_0) * 10 + (text.charCodeAt(at + 1) - CHAR_0);
}

/**
 * Epoch milliseconds of a canonical ISO instant (`2024-05-01T09:30:00.000Z`, what toISOString
 * writes, so `rowAt` can give the text back from the number); null for any other text. Date.parse
 * is the fastest reader, but it rolls a 31 November or a 24:00 over instead of refusing it: those
 * are checked, a full round trip only for days past the 28th.
 */
export function canonicalInstantMs(text: string): number | null {
  if (
    text.length !== 24 ||
    text[4] !== '-' ||
    text[7] !== '-' ||
    text[10] !== 'T' ||
    text[13] !== ':' ||
    text[16] !== ':' ||
    text[19] !== '.' ||
    text[23] !== 'Z'
  ) {
    return null;
  }
  const ms = Date.parse(text);
  if (Number.isNaN(ms) || twoDigits(text, 11) > 23) return null;
  if (twoDigits(text, 8) > 28 && new Date(ms).toISOString() !== text) return null;
  return ms;
}

/** Linear search beats hashing for the few distinct values an answer usually has. */
const SCAN_LIMIT = 32;

/** Indexes of distinct strings, in the order first seen. */
function createInterner() {
  const strings: string[] = [];
  const indexOf = new Map<string, number>();
  const intern = (value: string): number => {
    if (strings.length <= SCAN_LIMIT) {
      const found = strings.indexOf(value);
      if (found >= 0) return found;
    } else {
      const found = indexOf.get(value);
      if (found !== undefined) return found;
    }
    strings.push(value);
    if (strings.length > SCAN_LIMIT) {
      // Past the limit every value is in the map, the earlier ones included.
      if (indexOf.size === 0) strings.forEach((s, i) => indexOf.set(s, i));
      else indexOf.set(value, strings.length - 1);
    }
    return strings.length - 1;
  };
  return { strings, intern };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The `data.data` array of a transaction answer (the envelope of investor.md §7). */
export function answerRows(body: unknown): unknown[] {
  if (isRecord(body) && Array.isArray(body.data)) return body.data as unknown[];
  throw new InvalidTransactionAnswer('The answer has no data array');
}

/**
 * Builds the columns of a transaction answer's rows, checking each row as the shared schema
 * (`portfolioTransaction`) would, but without building a parsed copy of every row.
 */
export function compactTransactions(rows: readonly unknown[]): TransactionColumns {
  const length = rows.length;
  const cents = new Float64Array(length);
  const createdMs = new Float64Array(length);
  const from = new Int32Array(length);
  const to = new Int32Array(length);
  const type = new Int32Array(length);
  const { strings, intern } = createInterner();
  const createdText = new Map<number, string>();
  const party = (value: unknown, row: number, field: string): number => {
    if (value === null) return NO_STRING;
    if (typeof value === 'string') return intern(value);
    throw new InvalidTransactionAnswer(`Row ${row}: ${field} is not a string or null`);
  };

  for (let i = 0; i < length; i++) {
    const row = rows[i];
    if (!isRecord(row)) throw new InvalidTransactionAnswer(`Row ${i} is not an object`);
    const { created, amount } = row;
    if (typeof created !== 'string') throw new InvalidTransactionAnswer(`Row ${i}: no created`);
    if (typeof row.type !== 'string') throw new InvalidTransactionAnswer(`Row ${i}: no type`);
    try {
      if (typeof amount === 'number' && Number.isFinite(amount)) cents[i] = numberToCents(amount);
      else if (typeof amount === 'string') cents[i] = euroToCents(amount);
      else throw new RangeError('not a number or a string');
    } catch (error) {
      throw new InvalidTransactionAnswer(`Row ${i}: amount ${String(amount)}: ${String(error)}`);
    }
    const ms = canonicalInstantMs(created);
    if (ms === null) {
      createdMs[i] = Date.parse(created);
      createdText.set(i, created);
    } else {
      createdMs[i] = ms;
    }
    from[i] = party(row.from, i, 'from');
    to[i] = party(row.to, i, 'to');
    type[i] = intern(row.type);
  }
  return { length, cents, createdMs, from, to, type, strings, createdText };
}

/** The buffers a worker hands over with `postMessage` instead of copying them. */
export function transferablesOf(columns: TransactionColumns): ArrayBuffer[] {
  return [columns.cents, columns.createdMs, columns.from, columns.to, columns.type].map(
    (array) => array.buffer as ArrayBuffer,
  );
}

/** A TransactionTable whose columns the chart can also read directly. */
export interface ColumnarTransactionTable extends TransactionTable {
  readonly columns: TransactionColumns;
}

/** The table over the columns: `rowAt` rebuilds one row when a screen shows it. */
export function columnarTable(columns: TransactionColumns): ColumnarTransactionTable {
  const text = (index: number): string | null =>
    index === NO_STRING ? null : (columns.strings[index] ?? null);
  return {
    length: columns.length,
    columns,
    rowAt(index: number): TransactionRow {
      if (!Number.isInteger(index) || index < 0 || index >= columns.length) {
        throw new RangeError(`No row ${index} in a table of ${columns.length}`);
      }
      return {
        created:
          columns.createdText.get(index) ??
          new Date(columns.createdMs[index] as number).toISOString(),
        from: text(columns.from[index] as number),
        to: text(columns.to[index] as number),
        amountCents: columns.cents[index] as number,
        type: text(columns.type[index] as number) ?? '',
      };
    },
  };
}

export function isColumnarTable(table: TransactionTable): table is ColumnarTransactionTable {
  return 'columns' in table;
}
