import { MalformedAnswer } from './array-scanner.ts';
import {
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
  isJsonSpace,
} from './json-codes.ts';

export { BACKSLASH, CLOSE_BRACE, CLOSE_BRACKET, COLON, COMMA, OPEN_BRACE, OPEN_BRACKET, QUOTE };

/*
 * JSON read straight from an answer's UTF-8 bytes, a token at a time, for a reader that keeps
 * only a few fields of a million rows (history-reader.ts): no text of the whole answer and no
 * object per row. Strings that are plain ASCII without escapes (nearly all of an answer) are
 * read from the bytes; any other string is decoded and parsed by JSON.parse itself, so that its
 * value and its errors are exactly JSON's.
 */

const MINUS = 45;
const CHAR_0 = 48;
const CHAR_9 = 57;
const PLUS = 43;
const POINT = 46;
const LOWER_E = 101;
const UPPER_E = 69;
const FIRST_CONTROL_FREE = 0x20;
const FIRST_NON_ASCII = 0x80;
/** Longer plain strings are decoded by TextDecoder rather than by an argument list. */
const SHORT_STRING = 64;

/** The bytes that end a plain string's run: its quote, an escape, a control or non-ASCII byte. */
const STRING_STOPS = new Uint8Array(256).map((_, c) =>
  c === QUOTE || c === BACKSLASH || c < FIRST_CONTROL_FREE || c >= FIRST_NON_ASCII ? 1 : 0,
);

const NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

/** Thrown when a token runs past the bytes read so far: the reader retries it with more. */
export class NeedMore extends Error {}
export const NEED_MORE = new NeedMore('The answer goes on in its next bytes');

const LITERALS: ReadonlyMap<number, Uint8Array> = new Map(
  ['true', 'false', 'null'].map((word) => [word.charCodeAt(0), new TextEncoder().encode(word)]),
);

/** Not fatal, as `Response.json()` decodes. */
const utf8 = new TextDecoder();

const isNumberByte = (c: number) =>
  (c >= CHAR_0 && c <= CHAR_9) ||
  c === MINUS ||
  c === PLUS ||
  c === POINT ||
  c === LOWER_E ||
  c === UPPER_E;

/** The bytes being read (`buf` up to `end`) and the token readers over them. */
export class JsonBytes {
  buf: Uint8Array = new Uint8Array(0);
  end = 0;
  /** Where `buf[0]` is in the whole answer, for the messages. */
  offset = 0;
  /** Whether the string `stringClose` last found is plain ASCII without escapes. */
  plain = true;

  fail(at: number, what: string): never {
    throw new MalformedAnswer(`The answer is not JSON: ${what} at byte ${this.offset + at}`);
  }

  byteAt(i: number): number {
    if (i >= this.end) throw NEED_MORE;
    return this.buf[i] as number;
  }

  /** The index of the first byte from `i` that is not white space. */
  skipSpace(from: number): number {
    const { buf, end } = this;
    for (let i = from; i < end; i++) {
      const c = buf[i] as number;
      if (!isJsonSpace(c)) return i;
    }
    throw NEED_MORE;
  }

  /** Requires `code` at `i` (after white space): the index after it. */
  expect(i: number, code: number): number {
    const at = this.skipSpace(i);
    if (this.buf[at] !== code) this.fail(at, `'${String.fromCharCode(code)}' expected`);
    return at + 1;
  }

  /** The index of the closing quote of the string opened at `open`; sets `plain`. */
  stringClose(open: number): number {
    const { buf, end } = this;
    let i = open + 1;
    // Most strings are plain: one table look-up a byte until their quote.
    while (i < end && STRING_STOPS[buf[i] as number] === 0) i++;
    if (i < end && buf[i] === QUOTE) {
      this.plain = true;
      return i;
    }
    for (; i < end; i++) {
      const c = buf[i] as number;
      if (c === QUOTE) {
        this.plain = false;
        return i;
      }
      if (c === BACKSLASH) i++;
    }
    throw NEED_MORE;
  }

  /** The characters of plain ASCII bytes. */
  ascii(from: number, to: number): string {
    const bytes = this.buf.subarray(from, to);
    return to - from <= SHORT_STRING ? String.fromCharCode(...bytes) : utf8.decode(bytes);
  }

  /** The value of the string from its quote `open` to its quote `close`, as JSON.parse reads it. */
  string(open: number, close: number, plain: boolean): string {
    if (plain) return this.ascii(open + 1, close);
    try {
      return JSON.parse(utf8.decode(this.buf.subarray(open, close + 1))) as string;
    } catch (error) {
      return this.fail(open, `a bad string (${String(error)})`);
    }
  }

  /** The end of the number that starts at `from`, checked against JSON's grammar. */
  numberEnd(from: number): number {
    const { buf, end } = this;
    let i = from;
    while (i < end && isNumberByte(buf[i] as number)) i++;
    if (i === end) throw NEED_MORE;
    if (!NUMBER.test(this.ascii(from, i))) this.fail(from, 'a bad number');
    return i;
  }

  /** The value of the number from `from` to `to` (numberEnd's), as JSON.parse reads it. */
  number(from: number, to: number): number {
    return Number(this.ascii(from, to));
  }

  /** Reads over any JSON value that starts at `from` (no white space before it): its end. */
  skipValue(from: number): number {
    const c = this.byteAt(from);
    if (c === QUOTE) {
      const close = this.stringClose(from);
      if (!this.plain) this.string(from, close, false);
      return close + 1;
    }
    if (c === OPEN_BRACE) return this.skipMembers(from + 1);
    if (c === OPEN_BRACKET) return this.skipElements(from + 1);
    if (c === MINUS || (c >= CHAR_0 && c <= CHAR_9)) return this.numberEnd(from);
    const literal = LITERALS.get(c);
    if (literal === undefined) return this.fail(from, 'a value expected');
    if (from + literal.length > this.end) throw NEED_MORE;
    for (let k = 1; k < literal.length; k++) {
      if (this.buf[from + k] !== literal[k]) this.fail(from + k, 'a bad literal');
    }
    return from + literal.length;
  }

  private skipMembers(from: number): number {
    let i = this.skipSpace(from);
    if (this.buf[i] === CLOSE_BRACE) return i + 1;
    for (;;) {
      if (this.buf[i] !== QUOTE) this.fail(i, 'a name expected');
      i = this.skipValue(i);
      i = this.expect(i, COLON);
      i = this.skipValue(this.skipSpace(i));
      i = this.skipSpace(i);
      if (this.buf[i] === CLOSE_BRACE) return i + 1;
      if (this.buf[i] !== COMMA) this.fail(i, "',' or '}' expected");
      i = this.skipSpace(i + 1);
    }
  }

  private skipElements(from: number): number {
    let i = this.skipSpace(from);
    if (this.buf[i] === CLOSE_BRACKET) return i + 1;
    for (;;) {
      i = this.skipSpace(this.skipValue(i));
      if (this.buf[i] === CLOSE_BRACKET) return i + 1;
      if (this.buf[i] !== COMMA) this.fail(i, "',' or ']' expected");
      i = this.skipSpace(i + 1);
    }
  }

  /** Whether the bytes from `from` to `to` are `pattern`'s. */
  same(from: number, to: number, pattern: Uint8Array): boolean {
    if (to - from !== pattern.length) return false;
    const { buf } = this;
    for (let k = 0; k < pattern.length; k++) if (buf[from + k] !== pattern[k]) return false;
    return true;
  }
}
