/*
 * Portfolio Performance's CSV import of account transactions, as its source reads a file: a test
 * helper written from the importer itself, apart from the app's export, so that a test of the
 * export checks it against the importer's rules and not against its own constants. Source:
 * portfolio-performance/portfolio at commit d26a30f6a2e27e50b803573c111f88cbe9fd4df4, under
 * name.abuchen.portfolio/src/name/abuchen/portfolio/:
 * - datatransfer/csv/CSVImporter.java: processStream (commons-csv, the first line the header),
 *   mapToImportDefinition and normalizeColumnName (a header maps to the first remaining field
 *   with the same normalized name), DateField.guessFormat (the locale's short pattern first,
 *   then the first pattern that reads the first value), AmountFormat, EnumMapFormat;
 * - datatransfer/csv/CSVAccountTransactionExtractor.java: the fields in their order, the type
 *   inferred from the sign when no type is given, the amount taken as its magnitude;
 * - datatransfer/csv/BaseCSVExtractor.java and CSVExtractor.java: values trimmed
 *   (util/TextUtil.trim), empty values absent, amounts rounded to cents (Values.Amount);
 * - messages*.properties (CSVColumn_*) and model/labels*.properties (account.*): the names;
 * - snapshot/ClientPerformanceSnapshot.java: how account transactions count in the performance.
 * Only what an account-transaction file without securities needs is followed; a row this helper
 * cannot read the way the importer would is an error, never a guess.
 */

import {
  ACCOUNT_TYPES,
  FIELD_CODES,
  LOCALES,
  type AccountType,
  type FieldCode,
  type PpLocale,
} from './portfolio-performance-names.ts';

export type { AccountType, PpLocale } from './portfolio-performance-names.ts';

/** The types CSVAccountTransactionExtractor books without a security or a second account. */
const PLAIN_TYPES: ReadonlySet<AccountType> = new Set([
  'DEPOSIT',
  'REMOVAL',
  'INTEREST',
  'INTEREST_CHARGE',
  'FEES',
  'FEES_REFUND',
  'TAXES',
  'TAX_REFUND',
]);

/** AccountTransaction.Type(isDebit) */
const DEBITS: ReadonlySet<AccountType> = new Set([
  'REMOVAL',
  'INTEREST_CHARGE',
  'FEES',
  'TAXES',
  'BUY',
  'TRANSFER_OUT',
]);

// ---------------------------------------------------------------------------------------------
// CSV records: commons-csv CSVFormat.DEFAULT with the delimiter and '"' as the quote.

/** RFC 4180 records (CSVFormat.DEFAULT: quotes doubled inside quotes, empty lines skipped). */
export function csvRecords(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let value = '';
  let quoted = false;
  let started = false;
  const endValue = () => {
    record.push(value);
    value = '';
    started = false;
  };
  const endRecord = () => {
    // CSVFormat.DEFAULT skips empty lines.
    if (record.length === 0 && !started && value === '') return;
    endValue();
    records.push(record);
    record = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quoted) {
      if (c === '"' && text.charAt(i + 1) === '"') {
        value += '"';
        i++;
      } else if (c === '"') quoted = false;
      else value += c;
    } else if (c === '"' && !started && value === '') {
      quoted = true;
      started = true;
    } else if (c === delimiter) endValue();
    else if (c === '\r' || c === '\n') {
      if (c === '\r' && text.charAt(i + 1) === '\n') i++;
      endRecord();
    } else {
      value += c;
      started = true;
    }
  }
  endRecord();
  return records;
}

// ---------------------------------------------------------------------------------------------
// Header matching: CSVImporter.normalizeColumnName and mapToImportDefinition.

/** TextUtil.isWhitespace: Java whitespace or space characters, and U+FEFF. */
const isWhitespace = (c: string) => /\s/u.test(c) || c === '\uFEFF';

/** TextUtil.trim */
export function trim(value: string): string {
  let start = 0;
  let end = value.length;
  while (start < end && isWhitespace(value.charAt(start))) start++;
  while (end > start && isWhitespace(value.charAt(end - 1))) end--;
  return value.slice(start, end);
}

export function normalizeColumnName(name: string): string {
  let normalized = '';
  for (const char of name) {
    const c = char.toUpperCase();
    if (c === 'Ä') normalized += 'AE';
    else if (c === 'Ö') normalized += 'OE';
    else if (c === 'Ü') normalized += 'UE';
    else if (char === 'ß') normalized += 'SS';
    else if (c !== ' ') normalized += c;
  }
  return normalized;
}

/** Each column's field (or null), as the import maps the header without the user's help. */
export function mapColumns(header: readonly string[], locale: PpLocale): (FieldCode | null)[] {
  const remaining: FieldCode[] = [...FIELD_CODES];
  return header.map((label) => {
    const name = normalizeColumnName(trim(label));
    const index = remaining.findIndex(
      (code) => normalizeColumnName(LOCALES[locale].fields[code]) === name,
    );
    if (index === -1) return null;
    const [code] = remaining.splice(index, 1);
    return code ?? null;
  });
}

// ---------------------------------------------------------------------------------------------
// Dates: DateField.FORMATS and guessFormat, with SimpleDateFormat's lenient reading of a prefix.

/** DateField.FORMATS in order; those with month names are not followed here (null). */
const DATE_PATTERNS: readonly (string | null)[] = [
  "yyyy-MM-dd'T'HH:mm",
  'yyyy-MM-dd',
  'yyyy/MM/dd',
  'yyyy.MM.dd',
  'yyyyMMdd',
  'dd.MM.yyyy',
  'dd.MM.yy',
  'dd/MM/yyyy',
  'dd/MM/yy',
  'dd-MM-yyyy',
  'dd-MM-yy',
  'MM/dd/yyyy',
  'MM/dd/yy',
  'MM-dd-yy',
  'MM-dd-yyyy',
  null, // dd-MMM-yyyy
  null, // MMM dd, yyyy
  null, // dd-MMM-yyyy (German)
  null, // dd-MMM-yyyy (English)
  'yyyy-MM',
];

/** The fields of a numeric pattern: letters runs, and literals ('T' quoted). */
function tokens(pattern: string): string[] {
  return pattern.replace(/'T'/g, 'T').match(/y+|M+|d+|H+|m+|[^yMdHm]/g) ?? [];
}

/**
 * SimpleDateFormat(pattern).parseObject(value) for a numeric pattern: from the start of the
 * value (what follows is ignored), a field takes all the digits there are unless the next field
 * is numeric too (then its pattern width), a literal must be there; lenient, so a day or month
 * out of range rolls over. Null when it fails.
 */
function parseDate(pattern: string, value: string): string | null {
  const parts = tokens(pattern);
  const found: Record<string, number> = { y: 1970, M: 1, d: 1 };
  let at = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] ?? '';
    const letter = part.charAt(0);
    if (!/[yMdHm]/.test(letter)) {
      if (value.charAt(at) !== part) return null;
      at++;
      continue;
    }
    const abutting = /^[yMdHm]/.test(parts[i + 1] ?? '');
    const digits = (abutting ? value.slice(at, at + part.length) : value.slice(at)).match(
      /^\d+/,
    )?.[0];
    if (digits === undefined) return null;
    at += digits.length;
    let number = Number(digits);
    // A two-letter year of two digits is within 80 years before and 20 after today.
    if (letter === 'y' && part.length === 2 && digits.length === 2) number += 2000;
    found[letter] = number;
  }
  const date = new Date(0);
  date.setUTCFullYear(found.y ?? 1970, (found.M ?? 1) - 1, found.d ?? 1);
  return date.toISOString().slice(0, 10);
}

/** DateField.getNormalizedLocalizedPattern: d and M at least twice. */
function normalizedShortPattern(locale: PpLocale): string {
  const widen = (pattern: string, char: string) =>
    pattern.split(char).length - 1 === 1 ? pattern.replace(char, char + char) : pattern;
  return widen(widen(LOCALES[locale].shortDatePattern, 'd'), 'M');
}

/** DateField.guessFormat from the column's first non-empty value. */
export function guessDatePattern(locale: PpLocale, value: string | null): string {
  const localePattern = normalizedShortPattern(locale);
  if (DATE_PATTERNS.includes(localePattern)) {
    if (value === null || parseDate(localePattern, value) !== null) return localePattern;
  }
  if (value !== null) {
    for (const pattern of DATE_PATTERNS) {
      if (pattern === null) throw new Error('A month-name date pattern is not followed here');
      if (parseDate(pattern, value) !== null) return pattern;
    }
  }
  return DATE_PATTERNS[0] ?? '';
}

// ---------------------------------------------------------------------------------------------
// Amounts: AmountFormat, then CSVExtractor.getValue (Math.round(number * 100)).

/** AmountFormat(decimalSeparator).parseObject; null where it fails. */
export function parseAmount(source: string, decimalSeparator: string): number | null {
  let input = '';
  let foundDigit = false;
  for (const c of source) {
    if (c === decimalSeparator) input += '.';
    else if ((c === 'e' || c === 'E') && foundDigit) input += 'E';
    else if ('0123456789-'.includes(c)) {
      input += c;
      foundDigit = true;
    }
    // ",.' " and whitespace are skipped; anything else too (the field is marked as trimmed).
  }
  // NumberFormat.getInstance(Locale.ENGLISH) reads the longest number at the start.
  const number = /^-?(?:\d+\.?\d*|\.\d+)(?:E-?\d+)?/.exec(input)?.[0];
  return number === undefined ? null : Number(number);
}

// ---------------------------------------------------------------------------------------------
// Types: EnumMapFormat over AccountTransaction.Type.

export function parseType(source: string, locale: PpLocale): AccountType | null {
  const labels = LOCALES[locale].types;
  const exact = ACCOUNT_TYPES.find((type) => labels[type].toLowerCase() === source.toLowerCase());
  if (exact) return exact;
  return ACCOUNT_TYPES.find((type) => new RegExp(labels[type]).test(source)) ?? null;
}

// ---------------------------------------------------------------------------------------------
// The import.

export interface ImportedTransaction {
  type: AccountType;
  /** YYYY-MM-DD */
  date: string;
  /** The amount in cents, never negative: the type gives the direction. */
  cents: number;
  currency: string;
  note: string | null;
}

export interface ImportResult {
  columns: (FieldCode | null)[];
  transactions: ImportedTransaction[];
  /** One message per line that the import would refuse, with its line number. */
  errors: string[];
}

/** The account-transaction import of a file, in a Portfolio Performance running in `locale`. */
export function importAccountTransactions(
  text: string,
  locale: PpLocale,
  baseCurrency = 'EUR',
): ImportResult {
  const texts = LOCALES[locale];
  const [header = [], ...lines] = csvRecords(text, texts.delimiter);
  const columns = mapColumns(header, locale);
  const column = (code: FieldCode) => columns.indexOf(code);
  const firstValue = (index: number) =>
    lines.map((line) => line[index]).find((value) => value !== undefined && value.trim() !== '') ??
    null;
  const datePattern = guessDatePattern(locale, firstValue(column('date')));

  const transactions: ImportedTransaction[] = [];
  const errors: string[] = [];
  lines.forEach((raw, index) => {
    const values = raw.map(trim);
    const text = (code: FieldCode): string | null => {
      const value = values[column(code)];
      return value === undefined || value === '' ? null : value;
    };
    try {
      const valueText = text('value');
      if (valueText === null) throw new Error('missing Value');
      const amount = parseAmount(valueText, texts.decimalSeparator);
      if (amount === null) throw new Error(`cannot read the value ${valueText}`);
      const cents = Math.round(amount * 100);
      const typeText = text('type');
      let type: AccountType | null = cents < 0 ? 'REMOVAL' : 'DEPOSIT';
      if (typeText !== null) type = parseType(typeText, locale);
      if (type === null) throw new Error(`unknown type ${typeText ?? ''}`);
      if (!PLAIN_TYPES.has(type)) throw new Error(`type ${type} is not followed here`);
      const dateText = text('date');
      if (dateText === null) throw new Error('missing Date');
      const date = parseDate(datePattern, dateText);
      if (date === null) throw new Error(`cannot read the date ${dateText} as ${datePattern}`);
      transactions.push({
        type,
        date,
        cents: Math.abs(cents),
        currency: text('currency') ?? baseCurrency,
        note: text('note'),
      });
    } catch (error) {
      errors.push(`line ${index + 2}: ${error instanceof Error ? error.message : String(error)}`);
    }
  });
  return { columns, transactions, errors };
}

// ---------------------------------------------------------------------------------------------
// What the account then holds, and the performance Portfolio Performance computes from it.

/** The account's balance: credits less debits (AccountTransaction.Type#isDebit). */
export const balanceOf = (transactions: readonly ImportedTransaction[]): number =>
  transactions.reduce((sum, t) => sum + (DEBITS.has(t.type) ? -t.cents : t.cents), 0);

/** ClientPerformanceSnapshot's categories of account transactions, in cents. */
export interface PpPerformance {
  /** Interest (and dividends) less interest charges */
  earnings: number;
  /** Fees less fee refunds */
  fees: number;
  /** Taxes less tax refunds */
  taxes: number;
  /** Deposits less removals */
  transfers: number;
}

export function performanceOf(transactions: readonly ImportedTransaction[]): PpPerformance {
  const sum = (plus: AccountType, minus: AccountType) =>
    transactions.reduce(
      (total, t) => total + (t.type === plus ? t.cents : t.type === minus ? -t.cents : 0),
      0,
    );
  return {
    earnings: sum('INTEREST', 'INTEREST_CHARGE'),
    fees: sum('FEES', 'FEES_REFUND'),
    taxes: sum('TAXES', 'TAX_REFUND'),
    transfers: sum('DEPOSIT', 'REMOVAL'),
  };
}
