import { daysFromCivil, daysInMonth } from '#shared/domain/finance/dates.ts';

/*
 * The values of a history row read straight from its bytes (history-reader.ts), where they are
 * written as the gateway writes them; anything else is left to the exact, slower readers.
 */

const CHAR_0 = 48;
const MINUS = 45;
const POINT = 46;
/** As money.ts: at most 15 digits, so every partial sum is an exact double. */
const SHORT_AMOUNT = 15;
const DAY_MS = 86_400_000;
/** An instant as toISOString writes it: `2025-06-01T09:30:00.000Z`. */
export const INSTANT_LENGTH = 24;
const DASH = 45;
const COLON = 58;
const CHAR_T = 84;
const CHAR_Z = 90;

/** Two ASCII digits at `at`, or a negative number if they are not digits. */
function twoDigits(buf: Uint8Array, at: number): number {
  const tens = (buf[at] as number) - CHAR_0;
  const ones = (buf[at + 1] as number) - CHAR_0;
  return tens < 0 || tens > 9 || ones < 0 || ones > 9 ? -1 : tens * 10 + ones;
}

/**
 * Reads instants written as toISOString writes them: `(buf, from)` is the epoch ms of the one at
 * `from`, or NaN if it is written otherwise. Rows come in time order, so a date is worked out
 * once for all the rows of its day.
 */
export function createInstantReader() {
  let lastDate = -1;
  let lastDays = 0;
  return (buf: Uint8Array, from: number): number => {
    if (
      buf[from + 4] !== DASH ||
      buf[from + 7] !== DASH ||
      buf[from + 10] !== CHAR_T ||
      buf[from + 13] !== COLON ||
      buf[from + 16] !== COLON ||
      buf[from + 19] !== POINT ||
      buf[from + 23] !== CHAR_Z
    ) {
      return Number.NaN;
    }
    const century = twoDigits(buf, from);
    const yearOfCentury = twoDigits(buf, from + 2);
    const month = twoDigits(buf, from + 5);
    const day = twoDigits(buf, from + 8);
    const hour = twoDigits(buf, from + 11);
    const minute = twoDigits(buf, from + 14);
    const second = twoDigits(buf, from + 17);
    const centis = twoDigits(buf, from + 20);
    const millis = twoDigits(buf, from + 21);
    if (century < 0 || yearOfCentury < 0 || month < 0 || day < 0 || centis < 0 || millis < 0) {
      return Number.NaN;
    }
    if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) {
      return Number.NaN;
    }
    const date = ((century * 100 + yearOfCentury) * 100 + month) * 100 + day;
    if (date !== lastDate) {
      const year = century * 100 + yearOfCentury;
      if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return Number.NaN;
      lastDays = daysFromCivil(year, month, day);
      lastDate = date;
    }
    const ms = (centis - (centis % 10)) * 10 + millis;
    return lastDays * DAY_MS + hour * 3_600_000 + minute * 60_000 + second * 1000 + ms;
  };
}

/** FNV-1a's 32-bit offset basis and prime. */
const FNV_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
/** Past this many distinct strings the interner makes new ones without keeping them. */
const INTERNED_LIMIT = 100_000;

/**
 * The strings of plain ASCII byte runs, each made once and kept by a hash of its bytes (checked
 * on every use): a history names a few thousand loans over a million rows.
 */
export function createAsciiInterner() {
  const byHash = new Map<number, string>();
  return (buf: Uint8Array, from: number, to: number): string => {
    let hash = FNV_BASIS;
    for (let i = from; i < to; i++) hash = Math.imul(hash ^ (buf[i] as number), FNV_PRIME);
    const found = byHash.get(hash);
    if (found !== undefined && found.length === to - from) {
      let k = 0;
      while (k < found.length && found.charCodeAt(k) === buf[from + k]) k++;
      if (k === found.length) return found;
    }
    const text = String.fromCharCode(...buf.subarray(from, to));
    if (found === undefined && byHash.size < INTERNED_LIMIT) byHash.set(hash, text);
    return text;
  };
}

/** Cents of a plain amount text `-?\d+(\.\d{1,2})?` of at most 15 bytes, else NaN. */
export function centsAt(buf: Uint8Array, from: number, to: number): number {
  if (to - from > SHORT_AMOUNT || to === from) return Number.NaN;
  const negative = buf[from] === MINUS;
  let digits = 0;
  let intDigits = 0;
  let decimals = -1;
  for (let i = negative ? from + 1 : from; i < to; i++) {
    const c = buf[i] as number;
    if (c === POINT && decimals < 0) {
      decimals = 0;
      continue;
    }
    const digit = c - CHAR_0;
    if (digit < 0 || digit > 9) return Number.NaN;
    digits = digits * 10 + digit;
    if (decimals >= 0) decimals++;
    else intDigits++;
  }
  if (intDigits === 0 || decimals === 0 || decimals > 2) return Number.NaN;
  const cents = decimals === 2 ? digits : decimals === 1 ? digits * 10 : digits * 100;
  return negative && cents !== 0 ? -cents : cents;
}
