import type { AppLanguage } from '../languages.ts';
import { helsinkiDay } from './helsinki-calendar.ts';

/**
 * Display formats (borrower-and-shared §9): two decimals, a space as thousands separator,
 * comma decimal in fi and sv, point in en and de; dates DD.MM.YYYY; euro sign; percentages
 * from fractions; reference numbers grouped with spaces.
 *
 * Choices pinned by format.test.ts:
 * - The thousands separator and the space before `€` and `%` are U+00A0 NO-BREAK SPACE, so an
 *   amount never wraps across lines (`NBSP`).
 * - Euro sign: after the amount in fi, sv and de (`1 234,56 €`, `1 234.56 €`), before it in en
 *   (`€1 234.56`). Negative amounts start with an ASCII hyphen-minus (`-1 234,56 €`, `-€1 234.56`).
 * - Percent sign: `12,34 %` in fi, sv and de, `12.34%` in en.
 * - Rounding to the cent is half away from zero, on exact decimals (never float arithmetic).
 * - Reference numbers use ordinary spaces (U+0020), as printed on Finnish invoices, so they paste
 *   cleanly into a bank's payment form.
 * - Invalid input throws a RangeError: data is validated by the API schemas before it gets here.
 */
export const NBSP = '\u00a0';

/** An exact decimal: sign, the digits as a bigint and the number of digits after the point. */
interface Decimal {
  negative: boolean;
  digits: bigint;
  scale: number;
}

const DECIMAL_PATTERN = /^([+-])?(\d+)?(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;

function parseDecimal(input: string | number): Decimal {
  if (typeof input === 'number' && !Number.isFinite(input)) {
    throw new RangeError(`Not a finite number: ${input}`);
  }
  // String(number) gives the shortest decimal that round-trips: exactly what JSON carried.
  const text = String(input).trim();
  const match = DECIMAL_PATTERN.exec(text);
  const whole = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (whole === '' && fraction === '')) {
    throw new RangeError(`Not a decimal number: ${JSON.stringify(input)}`);
  }
  const exponent = Number(match[4] ?? '0');
  let digits = BigInt(whole + fraction);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { negative: match[1] === '-' && digits !== 0n, digits, scale };
}

/** Rounds to `places` decimals, half away from zero; returns the scaled integer magnitude. */
function roundTo(value: Decimal, places: number): bigint {
  if (value.scale <= places) return value.digits * 10n ** BigInt(places - value.scale);
  const divisor = 10n ** BigInt(value.scale - places);
  const quotient = value.digits / divisor;
  const remainder = value.digits % divisor;
  return remainder * 2n >= divisor ? quotient + 1n : quotient;
}

function groupThousands(integerDigits: string): string {
  return integerDigits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

function decimalSeparator(language: AppLanguage): string {
  return language === 'fi' || language === 'sv' ? ',' : '.';
}

/** A scaled magnitude with two decimals as `1 234,56` (sign handled by the caller). */
function twoDecimals(hundredths: bigint, language: AppLanguage): string {
  const integer = hundredths / 100n;
  const cents = (hundredths % 100n).toString().padStart(2, '0');
  return `${groupThousands(integer.toString())}${decimalSeparator(language)}${cents}`;
}

function withEuro(magnitude: string, negative: boolean, language: AppLanguage): string {
  const sign = negative ? '-' : '';
  return language === 'en' ? `${sign}€${magnitude}` : `${sign}${magnitude}${NBSP}€`;
}

/** Money from integer cents (a safe integer or a bigint): `123456` → `1 234,56 €` in fi. */
export function formatCents(cents: number | bigint, language: AppLanguage): string {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents)) {
    throw new RangeError(`Cents must be a safe integer: ${cents}`);
  }
  const value = BigInt(cents);
  const negative = value < 0n;
  return withEuro(twoDecimals(negative ? -value : value, language), negative, language);
}

/**
 * Money from euros as a decimal string (`"1234.5"`) or as the number the API sent (`1234.5`),
 * rounded to the cent half away from zero: `"1234.565"` → `1 234,57 €` in fi.
 */
export function formatMoney(euros: string | number, language: AppLanguage): string {
  const value = parseDecimal(euros);
  const hundredths = roundTo(value, 2);
  return withEuro(twoDecimals(hundredths, language), value.negative && hundredths !== 0n, language);
}

/** A plain amount with two decimals and no currency sign: `1 234,50` in fi. */
export function formatAmount(value: string | number, language: AppLanguage): string {
  const decimal = parseDecimal(value);
  const hundredths = roundTo(decimal, 2);
  const sign = decimal.negative && hundredths !== 0n ? '-' : '';
  return `${sign}${twoDecimals(hundredths, language)}`;
}

/** A fraction as a percentage with two decimals: `0.099` → `9,90 %` in fi, `9.90%` in en. */
export function formatPercent(fraction: string | number, language: AppLanguage): string {
  const value = parseDecimal(fraction);
  // ×100 exactly: move the decimal point two places.
  const percent: Decimal = { ...value, scale: value.scale - 2 };
  if (percent.scale < 0) {
    percent.digits *= 10n ** BigInt(-percent.scale);
    percent.scale = 0;
  }
  const hundredths = roundTo(percent, 2);
  const sign = value.negative && hundredths !== 0n ? '-' : '';
  const number = `${sign}${twoDecimals(hundredths, language)}`;
  return language === 'en' ? `${number}%` : `${number}${NBSP}%`;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date as DD.MM.YYYY. A calendar date (`2024-03-05`) is taken as it is; a timestamp
 * (ISO string, Date or epoch milliseconds) is shown as its date in Finland (Europe/Helsinki).
 */
export function formatDate(value: string | Date | number): string {
  if (typeof value === 'string') {
    const calendar = ISO_DATE.exec(value.trim());
    if (calendar) return `${calendar[3]}.${calendar[2]}.${calendar[1]}`;
  }
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const { year, month, day } = helsinkiDay(date);
  return `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${year}`;
}

/**
 * A reference number grouped for reading. Finnish references: groups of five from the right
 * (`1234561` → `12 34561`). International RF references: groups of four from the left
 * (`RF18000000000539007547034` → `RF18 0000 0000 0539 0075 4703 4`).
 */
export function formatReferenceNumber(reference: string): string {
  const compact = reference.replace(/\s+/g, '').toUpperCase();
  if (compact.startsWith('RF')) return compact.replace(/(.{4})(?=.)/g, '$1 ');
  return compact.replace(/\B(?=(.{5})+$)/g, ' ');
}
