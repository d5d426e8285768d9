import { euroToCents } from '#shared/domain/finance/euro-text.ts';
import {
  createDepositTaxHistory,
  InvalidTransactionRow,
  ledgerReadsLoan,
  type TaxHistoryContext,
  type TaxYearFigures,
} from '#shared/domain/tax-statement/index.ts';
import { MalformedAnswer } from './array-scanner.ts';
import { isJsonSpace } from './json-codes.ts';
import { InvalidTransactionAnswer } from './compact-table.ts';
import { createByteFeed } from './byte-feed.ts';
import { createTypeTable } from './history-types.ts';
import {
  centsAt,
  createAsciiInterner,
  createInstantReader,
  INSTANT_LENGTH,
} from './history-values.ts';
import {
  CLOSE_BRACE,
  CLOSE_BRACKET,
  COLON,
  COMMA,
  JsonBytes,
  NEED_MORE,
  OPEN_BRACE,
  OPEN_BRACKET,
  QUOTE,
} from './json-bytes.ts';

/**
 * A fair-credit portfolio's whole history read into the tax statement's years as its bytes
 * arrive (issue 23 §6): the rows of the answer's `data` array go one by one into the ledger, and
 * none is kept, so the parse overlaps the transfer and a million rows never exist as objects.
 * The figures, and the rows refused, are those of `JSON.parse` then `depositTaxYears`.
 */
export interface HistoryReader {
  /** The answer's next bytes (any split, even inside a token). */
  push(bytes: Uint8Array): void;
  /** The answer has ended: every year's figures, or throws if it was not a whole answer. */
  end(context: TaxHistoryContext): TaxYearFigures[];
}

const encode = (text: string) => new TextEncoder().encode(text);
const KEY_CREATED = encode('created');
const KEY_FROM = encode('from');
const KEY_TO = encode('to');
const KEY_AMOUNT = encode('amount');
const KEY_TYPE = encode('type');
const KEY_DATA = 'data';

/** The members a row's reader keeps. */
const Key = { Other: 0, Created: 1, From: 2, To: 3, Amount: 4, Type: 5 } as const;
type Key = (typeof Key)[keyof typeof Key];

/** What a `from` or `to` held: Bytes are plain and still in the buffer, Text decoded. */
const Party = { Missing: 0, Null: 1, Bytes: 2, Text: 3, NotText: 4 } as const;
type Party = (typeof Party)[keyof typeof Party];

const CHAR_0 = 48;
const MINUS = 45;

/** Where the reader is in the answer: `RowEnd` is after a row, before its `,` or `]`. */
const Phase = { Start: 0, Members: 1, Rows: 2, RowEnd: 3, AfterMember: 4, Done: 5 } as const;
type Phase = (typeof Phase)[keyof typeof Phase];

export function createHistoryReader(portfolioId: string): HistoryReader {
  const json = new JsonBytes();
  const instantAt = createInstantReader();
  const types = createTypeTable(json);
  const history = createDepositTaxHistory(portfolioId);
  const portfolioBytes = encode(portfolioId);
  let phase: Phase = Phase.Start;
  let sawData = false;
  let rowIndex = 0;

  // Why the row's amount was refused (the last amount member counts, as in JSON.parse).
  let amountProblem: string | null = null;
  const amountOf = (value: string | number): number => {
    try {
      amountProblem = null;
      return euroToCents(value);
    } catch (error) {
      amountProblem = error instanceof Error ? error.message : String(error);
      return Number.NaN;
    }
  };

  const loanText = createAsciiInterner();
  const partyText = (kind: Party, open: number, close: number, text: string | null) =>
    kind === Party.Bytes ? loanText(json.buf, open + 1, close) : kind === Party.Text ? text : null;

  /** Reads one row from `from` (its first byte) into the ledger: the index after it. */
  const readRow = (from: number): number => {
    if (json.buf[from] !== OPEN_BRACE) {
      json.skipValue(from);
      throw new InvalidTransactionRow(rowIndex, 'not an object');
    }
    let createdMs = Number.NaN;
    let createdText: string | null = null;
    let type = -1;
    let typeText: string | null = null;
    let cents = Number.NaN;
    let amountBad = false;
    amountProblem = null;
    let fromKind: Party = Party.Missing;
    let fromOpen = 0;
    let fromClose = 0;
    let fromText: string | null = null;
    let toKind: Party = Party.Missing;
    let toOpen = 0;
    let toClose = 0;
    let toText: string | null = null;

    let i = json.skipSpace(from + 1);
    if (json.buf[i] === CLOSE_BRACE) i = -(i + 1);
    while (i >= 0) {
      if (json.buf[i] !== QUOTE) json.fail(i, 'a name expected');
      const key = keyAt(i);
      const at = json.skipSpace(json.expect(keyClose + 1, COLON));
      const first = json.byteAt(at);
      let next: number;
      const instantClose = at + INSTANT_LENGTH + 1;
      if (
        key === Key.Created &&
        first === QUOTE &&
        instantClose < json.end &&
        json.buf[instantClose] === QUOTE &&
        !Number.isNaN((createdMs = instantAt(json.buf, at + 1)))
      ) {
        // instantAt read every byte of it: no quote, escape or other byte to look for.
        createdText = null;
        next = instantClose + 1;
      } else if (first === QUOTE && key !== Key.Other) {
        const close = json.stringClose(at);
        const plain = json.plain;
        next = close + 1;
        if (key === Key.Created) {
          createdMs =
            plain && close - at - 1 === INSTANT_LENGTH ? instantAt(json.buf, at + 1) : Number.NaN;
          createdText = Number.isNaN(createdMs) ? json.string(at, close, plain) : null;
        } else if (key === Key.Type) {
          if (plain) {
            type = types.at(at, close);
            typeText = null;
          } else {
            type = -1;
            typeText = json.string(at, close, false);
          }
        } else if (key === Key.Amount) {
          amountBad = false;
          amountProblem = null;
          cents = plain ? centsAt(json.buf, at + 1, close) : Number.NaN;
          if (Number.isNaN(cents)) cents = amountOf(json.string(at, close, plain));
        } else if (key === Key.From) {
          fromKind = plain ? Party.Bytes : Party.Text;
          fromOpen = at;
          fromClose = close;
          fromText = plain ? null : json.string(at, close, false);
        } else {
          toKind = plain ? Party.Bytes : Party.Text;
          toOpen = at;
          toClose = close;
          toText = plain ? null : json.string(at, close, false);
        }
      } else {
        next = json.skipValue(at);
        if (key === Key.Created) {
          createdMs = Number.NaN;
          createdText = null;
        } else if (key === Key.Type) {
          type = -1;
          typeText = null;
        } else if (key === Key.Amount) {
          const isNumber = first === MINUS || (first >= CHAR_0 && first <= CHAR_0 + 9);
          const value = isNumber ? json.number(at, next) : Number.NaN;
          amountBad = !Number.isFinite(value);
          amountProblem = null;
          cents = amountBad ? Number.NaN : amountOf(value);
        } else if (key === Key.From) {
          fromKind = json.buf[at] === 110 ? Party.Null : Party.NotText;
        } else if (key === Key.To) {
          toKind = json.buf[at] === 110 ? Party.Null : Party.NotText;
        }
      }
      i = json.skipSpace(next);
      const c = json.buf[i];
      if (c === CLOSE_BRACE) i = -(i + 1);
      else if (c === COMMA) i = json.skipSpace(i + 1);
      else json.fail(i, "',' or '}' expected");
    }
    const after = -i;

    if (Number.isNaN(createdMs) && createdText === null) {
      throw new InvalidTransactionRow(rowIndex, 'no created');
    }
    if (type < 0 && typeText === null) throw new InvalidTransactionRow(rowIndex, 'no type');
    if (amountBad || (Number.isNaN(cents) && amountProblem === null)) {
      throw new InvalidTransactionRow(rowIndex, 'amount is not a number or a string');
    }
    if (amountProblem !== null) throw new InvalidTransactionRow(rowIndex, amountProblem);
    if (fromKind === Party.Missing || fromKind === Party.NotText) {
      throw new InvalidTransactionRow(rowIndex, 'from is not a string or null');
    }
    if (toKind === Party.Missing || toKind === Party.NotText) {
      throw new InvalidTransactionRow(rowIndex, 'to is not a string or null');
    }
    const typeName = typeText ?? types.text(type);
    if (!Number.isNaN(createdMs)) {
      let loan: string | null = null;
      if (typeText === null ? types.readsLoan(type) : ledgerReadsLoan(typeName)) {
        const fromIsPortfolio =
          fromKind === Party.Bytes
            ? json.same(fromOpen + 1, fromClose, portfolioBytes)
            : fromText === portfolioId;
        loan = fromIsPortfolio
          ? partyText(toKind, toOpen, toClose, toText)
          : partyText(fromKind, fromOpen, fromClose, fromText);
      }
      history.addAt(createdMs, typeName, cents, loan);
    } else {
      history.add({
        created: createdText as string,
        from: partyText(fromKind, fromOpen, fromClose, fromText),
        to: partyText(toKind, toOpen, toClose, toText),
        amountCents: cents,
        type: typeName,
      });
    }
    rowIndex++;
    return after;
  };

  // Where keyAt found the name's closing quote.
  let keyClose = 0;

  /** The member whose name starts at `open`: the usual names are matched on their bytes. */
  const keyAt = (open: number): Key => {
    const { buf } = json;
    const first = buf[open + 1];
    let bytes = KEY_TYPE;
    let key: Key = Key.Type;
    if (first === 99) {
      bytes = KEY_CREATED;
      key = Key.Created;
    } else if (first === 97) {
      bytes = KEY_AMOUNT;
      key = Key.Amount;
    } else if (first === 102) {
      bytes = KEY_FROM;
      key = Key.From;
    } else if (buf[open + 2] === 111) {
      bytes = KEY_TO;
      key = Key.To;
    }
    const close = open + 1 + bytes.length;
    if (close < json.end && buf[close] === QUOTE && json.same(open + 1, close, bytes)) {
      keyClose = close;
      return key;
    }
    keyClose = json.stringClose(open);
    return keyOf(open, keyClose, json.plain);
  };

  const keyOf = (open: number, close: number, plain: boolean): Key => {
    if (!plain) {
      const text = json.string(open, close, false);
      const keys: Record<string, Key> = {
        created: Key.Created,
        from: Key.From,
        to: Key.To,
        amount: Key.Amount,
        type: Key.Type,
      };
      return Object.hasOwn(keys, text) ? (keys[text] as Key) : Key.Other;
    }
    const from = open + 1;
    switch (close - from) {
      case 7:
        return json.same(from, close, KEY_CREATED) ? Key.Created : Key.Other;
      case 6:
        return json.same(from, close, KEY_AMOUNT) ? Key.Amount : Key.Other;
      case 4:
        if (json.same(from, close, KEY_TYPE)) return Key.Type;
        return json.same(from, close, KEY_FROM) ? Key.From : Key.Other;
      case 2:
        return json.same(from, close, KEY_TO) ? Key.To : Key.Other;
      default:
        return Key.Other;
    }
  };

  /** One step from `pos`: the position after it (a member, the `[`, a row, the end). */
  const step = (from: number): number => {
    switch (phase) {
      case Phase.Start: {
        let i = from;
        // A byte order mark, which `Response.json()` drops too.
        if (json.offset === 0 && i === 0 && json.buf[0] === 0xef) {
          if (json.end < 3) throw NEED_MORE;
          if (json.buf[1] === 0xbb && json.buf[2] === 0xbf) i = 3;
        }
        i = json.expect(i, OPEN_BRACE);
        const c = json.buf[json.skipSpace(i)];
        phase = c === CLOSE_BRACE ? Phase.AfterMember : Phase.Members;
        return i;
      }
      case Phase.Members: {
        const open = json.skipSpace(from);
        if (json.buf[open] !== QUOTE) json.fail(open, 'a name expected');
        const close = json.stringClose(open);
        const name = json.string(open, close, json.plain);
        const at = json.skipSpace(json.expect(close + 1, COLON));
        if (name === KEY_DATA) {
          if (sawData) throw new InvalidTransactionAnswer('The answer has two data members');
          if (json.byteAt(at) !== OPEN_BRACKET) {
            throw new InvalidTransactionAnswer('The answer has no data array');
          }
          const first = json.skipSpace(at + 1);
          sawData = true;
          const empty = json.buf[first] === CLOSE_BRACKET;
          phase = empty ? Phase.AfterMember : Phase.Rows;
          return empty ? first + 1 : first;
        }
        const after = json.skipValue(at);
        phase = Phase.AfterMember;
        return after;
      }
      case Phase.Rows: {
        // The row is in the ledger once read: its separator is the next step's.
        const after = readRow(json.skipSpace(from));
        phase = Phase.RowEnd;
        return after;
      }
      case Phase.RowEnd: {
        const i = json.skipSpace(from);
        const c = json.buf[i];
        if (c === CLOSE_BRACKET) phase = Phase.AfterMember;
        else if (c === COMMA) phase = Phase.Rows;
        else json.fail(i, "',' or ']' expected");
        return i + 1;
      }
      case Phase.AfterMember: {
        const i = json.skipSpace(from);
        const c = json.buf[i];
        if (c === CLOSE_BRACE) phase = Phase.Done;
        else if (c === COMMA) phase = Phase.Members;
        else json.fail(i, "',' or '}' expected");
        return i + 1;
      }
      case Phase.Done: {
        for (let i = from; i < json.end; i++) {
          if (!isJsonSpace(json.buf[i] as number)) json.fail(i, 'text after the answer');
        }
        return json.end;
      }
    }
  };

  const feed = createByteFeed(json, step);

  return {
    push: feed.push,
    end(context) {
      if (!feed.finish() || phase !== Phase.Done) {
        throw new MalformedAnswer('The answer is not JSON: it ended before its last brace');
      }
      if (!sawData) throw new InvalidTransactionAnswer('The answer has no data array');
      return history.years(context);
    },
  };
}
