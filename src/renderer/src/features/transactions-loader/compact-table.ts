import { euroToCents } from '#shared/domain/finance/euro-text.ts';
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
  /**
   * `created` texts as sent, as ASCII bytes of one width (the first row's): row i at
   * `i * createdWidth`. Copying the texts is far cheaper than parsing a million dates here, on
   * the way to the first rows; the chart reads the instants from these bytes (createdMsAt).
   */
  createdBytes: Uint8Array;
  createdWidth: number;
  /** Indexes into `strings`; `NO_STRING` for null. */
  from: Int32Array;
  to: Int32Array;
  type: Int32Array;
  /** The distinct from, to and type values (a few dozen, however many rows). */
  strings: string[];
  /** `created` texts of another width or not ASCII, by row (none in a uniform answer). */
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

function twoDigitsAt(bytes: Uint8Array, at: number): number {
  return ((bytes[at] as number) - CHAR_0) * 10 + ((bytes[at + 1] as number) - CHAR_0);
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100);
  return era * 146_097 + dayOfEra + dayOfYear - 719_468;
}

const CANONICAL_SEPARATORS: ReadonlyArray<[number, number]> = [
  [4, 45], // -
  [7, 45], // -
  [10, 84], // T
  [13, 58], // :
  [16, 58], // :
  [19, 46], // .
  [23, 90], // Z
];

/**
 * Epoch milliseconds of row `index`'s `created`: read straight from the bytes when they are an
 * ISO instant as toISOString writes it (`2024-05-01T09:30:00.000Z`), else by Date.parse.
 */
export function createdMsAt(columns: TransactionColumns, index: number): number {
  const text = columns.createdText.get(index);
  if (text !== undefined) return Date.parse(text);
  const { createdBytes: bytes, createdWidth: width } = columns;
  const at = index * width;
  const canonical =
    width === 24 && CANONICAL_SEPARATORS.every(([offset, code]) => bytes[at + offset] === code);
  if (!canonical) return Date.parse(createdTextAt(columns, index));
  const year = twoDigitsAt(bytes, at) * 100 + twoDigitsAt(bytes, at + 2);
  const days = daysFromCivil(year, twoDigitsAt(bytes, at + 5), twoDigitsAt(bytes, at + 8));
  const millis = twoDigitsAt(bytes, at + 20) * 10 + ((bytes[at + 22] as number) - CHAR_0);
  return (
    days * 86_400_000 +
    twoDigitsAt(bytes, at + 11) * 3_600_000 +
    twoDigitsAt(bytes, at + 14) * 60_000 +
    twoDigitsAt(bytes, at + 17) * 1000 +
    millis
  );
}

/** Row `index`'s `created` exactly as the gateway sent it. */
export function createdTextAt(columns: TransactionColumns, index: number): string {
  const text = columns.createdText.get(index);
  if (text !== undefined) return text;
  const at = index * columns.createdWidth;
  return String.fromCharCode(...columns.createdBytes.subarray(at, at + columns.createdWidth));
}

/** Non-ASCII text takes more than one byte per character, so its encoding is longer. */
const encoder = new TextEncoder();

/**
 * The `created` texts as bytes of one width: those of another width keep their row's slot
 * empty and go to the map. One join and one encode, instead of a loop per character.
 */
function createdColumn(created: readonly string[]): {
  createdBytes: Uint8Array;
  createdWidth: number;
  createdText: Map<number, string>;
} {
  const createdWidth = created[0]?.length ?? 0;
  const createdText = new Map<number, string>();
  const filler = '\0'.repeat(createdWidth);
  const uniform = created.map((text, i) => {
    if (text.length === createdWidth) return text;
    createdText.set(i, text);
    return filler;
  });
  const createdBytes = encoder.encode(uniform.join(''));
  if (createdBytes.length === createdWidth * created.length) {
    return { createdBytes, createdWidth, createdText };
  }
  // Some text is not ASCII: every row keeps its text in the map.
  return {
    createdBytes: new Uint8Array(0),
    createdWidth: 0,
    createdText: new Map(created.map((text, i) => [i, text])),
  };
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

/** Room for more rows: a typed array twice the size, the rows so far copied in. */
function grown<T extends Float64Array | Int32Array>(array: T, make: (size: number) => T): T {
  const bigger = make(Math.max(1024, array.length * 2));
  bigger.set(array);
  return bigger;
}

/**
 * Builds the columns of a transaction answer's rows as they come, batch by batch, checking each
 * row as the shared schema (`portfolioTransaction`) would, but without keeping a parsed copy of
 * any row. `columns(count)` gives the first rows' columns (a copy) while more are still coming.
 */
export function createColumnsBuilder() {
  let length = 0;
  let cents = new Float64Array(0);
  let from = new Int32Array(0);
  let to = new Int32Array(0);
  let type = new Int32Array(0);
  const created: string[] = [];
  const { strings, intern } = createInterner();
  const party = (value: unknown, row: number, field: string): number => {
    if (value === null) return NO_STRING;
    if (typeof value === 'string') return intern(value);
    throw new InvalidTransactionAnswer(`Row ${row}: ${field} is not a string or null`);
  };
  const reserve = (count: number) => {
    while (length + count > cents.length) {
      cents = grown(cents, (size) => new Float64Array(size));
      from = grown(from, (size) => new Int32Array(size));
      to = grown(to, (size) => new Int32Array(size));
      type = grown(type, (size) => new Int32Array(size));
    }
  };

  const add = (rows: readonly unknown[]): void => {
    reserve(rows.length);
    for (const row of rows) {
      const i = length;
      if (!isRecord(row)) throw new InvalidTransactionAnswer(`Row ${i} is not an object`);
      const { created: createdText, amount } = row;
      if (typeof createdText !== 'string') {
        throw new InvalidTransactionAnswer(`Row ${i}: no created`);
      }
      if (typeof row.type !== 'string') throw new InvalidTransactionAnswer(`Row ${i}: no type`);
      try {
        if (typeof amount === 'number' && Number.isFinite(amount)) cents[i] = numberToCents(amount);
        else if (typeof amount === 'string') cents[i] = euroToCents(amount);
        else throw new RangeError('not a number or a string');
      } catch (error) {
        throw new InvalidTransactionAnswer(`Row ${i}: amount ${String(amount)}: ${String(error)}`);
      }
      created.push(createdText);
      from[i] = party(row.from, i, 'from');
      to[i] = party(row.to, i, 'to');
      type[i] = intern(row.type);
      length += 1;
    }
  };

  /** The first `count` rows (all of them by default), in arrays of their own. */
  const columns = (count = length): TransactionColumns => {
    const n = Math.min(count, length);
    return {
      length: n,
      cents: cents.slice(0, n),
      from: from.slice(0, n),
      to: to.slice(0, n),
      type: type.slice(0, n),
      strings: strings.slice(),
      ...createdColumn(n === created.length ? created : created.slice(0, n)),
    };
  };

  return {
    add,
    columns,
    get length() {
      return length;
    },
  };
}

/** The columns of a whole answer's rows. */
export function compactTransactions(rows: readonly unknown[]): TransactionColumns {
  const builder = createColumnsBuilder();
  builder.add(rows);
  return builder.columns();
}

/** The buffers a worker hands over with `postMessage` instead of copying them. */
export function transferablesOf(columns: TransactionColumns): ArrayBuffer[] {
  return [columns.cents, columns.createdBytes, columns.from, columns.to, columns.type].map(
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
        created: createdTextAt(columns, index),
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
