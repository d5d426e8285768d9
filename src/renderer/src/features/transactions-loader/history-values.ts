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
const INSTANT_SEPARATORS: ReadonlyArray<[number, number]> = [
  [4, 45],
  [7, 45],
  [10, 84],
  [13, 58],
  [16, 58],
  [19, 46],
  [23, 90],
];

/** Two ASCII digits at `at`, or a negative number if they are not digits. */
function twoDigits(buf: Uint8Array, at: number): number {
  const tens = (buf[at] as number) - CHAR_0;
  const ones = (buf[at + 1] as number) - CHAR_0;
  return tens < 0 || tens > 9 || ones < 0 || ones > 9 ? -1 : tens * 10 + ones;
}

/** Epoch ms of the instant at `from` if it is written as toISOString writes it, else NaN. */
export function instantAt(buf: Uint8Array, from: number): number {
  for (const [offset, code] of INSTANT_SEPARATORS) {
    if (buf[from + offset] !== code) return Number.NaN;
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
  if (century < 0 || yearOfCentury < 0 || second < 0 || centis < 0 || millis < 0) {
    return Number.NaN;
  }
  const year = century * 100 + yearOfCentury;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return Number.NaN;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second > 59) return Number.NaN;
  const ms = Math.floor(centis / 10) * 100 + millis;
  return (
    daysFromCivil(year, month, day) * DAY_MS +
    hour * 3_600_000 +
    minute * 60_000 +
    second * 1000 +
    ms
  );
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
