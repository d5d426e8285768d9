import { parseEuros } from './cents.ts';

/*
 * Euros as the gateway writes them, read into cents without zod: the transaction loader's worker
 * reads a million of them and starts before anything else of the list, so it loads no schema
 * library (money.ts, which has the schemas, re-exports this).
 */

/** A euro amount as the gateway writes it: a JSON number or a decimal string, at most 2 decimals. */
export const EURO_TEXT = /^-?\d+(?:\.\d{1,2})?$/;

/**
 * Euros on the wire as integer cents, exactly: "12.3" and 12.3 are 1230, never 1229.9999. A
 * number is read through its shortest decimal text (JSON's own), which is exact for two
 * decimals; anything else (a float artefact, an exponent, a comma) is refused, not rounded.
 */
export function euroToCents(euros: number | string): number {
  if (typeof euros === 'number') {
    // `cents / 100 === euros` holds exactly when `euros` is the double nearest to a two-decimal
    // amount, which is when its shortest text has at most two decimals: no text needed then.
    const cents = Math.round(euros * 100);
    if (Number.isSafeInteger(cents) && cents / 100 === euros) return cents === 0 ? 0 : cents;
  }
  const text = typeof euros === 'number' ? String(euros) : euros.trim();
  if (!EURO_TEXT.test(text)) throw new RangeError(`Not a euro amount: ${text}`);
  if (text.length <= SHORT_TEXT) {
    const cents = shortEuroTextToCents(text);
    if (Number.isSafeInteger(cents)) return cents;
  }
  return parseEuros(text);
}

/** At most 15 characters, so at most 15 digits: every partial sum below is an exact double. */
const SHORT_TEXT = 15;
const CHAR_0 = 48;
const CHAR_POINT = 46;
const CHAR_MINUS = 45;

/**
 * Cents of a short text that EURO_TEXT accepts, by its digits (parseEuros's BigInts and patterns
 * cost ten times more, and a million rows of an answer pass here).
 */
function shortEuroTextToCents(text: string): number {
  const negative = text.charCodeAt(0) === CHAR_MINUS;
  let digits = 0;
  let decimals = -1;
  for (let i = negative ? 1 : 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === CHAR_POINT) {
      decimals = 0;
      continue;
    }
    digits = digits * 10 + (code - CHAR_0);
    if (decimals >= 0) decimals++;
  }
  const cents = decimals === 2 ? digits : decimals === 1 ? digits * 10 : digits * 100;
  return negative && cents !== 0 ? -cents : cents;
}
