import { describe, expect, it } from 'vitest';
import {
  depositTaxYears,
  transactionRowsOfAnswer,
  type TaxYearFigures,
} from '#shared/domain/tax-statement/index.ts';
import { answerRows } from './compact-table.ts';
import { createHistoryReader } from './history-reader.ts';

const PORTFOLIO = 'D1';
const context = { holder: 'person', today: '2026-03-01' } as const;
const encoder = new TextEncoder();

/**
 * The reference: the whole answer parsed as `Response.json()` parses it (JSON.parse, after the
 * byte order mark it drops), then the rows' figures.
 */
const parsedYears = (text: string): TaxYearFigures[] => {
  const body: unknown = JSON.parse(text.replace(/^\uFEFF/, ''));
  return depositTaxYears(transactionRowsOfAnswer(answerRows(body)), PORTFOLIO, context);
};

/** The reader's figures, its bytes pushed in pieces of `size` (0: all at once). */
function readYears(text: string, size = 0, portfolio = PORTFOLIO): TaxYearFigures[] {
  const bytes = encoder.encode(text);
  const reader = createHistoryReader(portfolio);
  const step = size === 0 ? bytes.length : size;
  for (let at = 0; at < bytes.length; at += step) reader.push(bytes.subarray(at, at + step));
  return reader.end(context);
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const TYPES = [
  'INTEREST_PAID',
  'ADMINISTRATION_FEE',
  'SUBSCRIPTION_FEE',
  'FEE_PAYBACK',
  'AUTOSELL_TRANSACTION',
  'TRANSACTION_FEE',
  'CREDIT_LOSS_AMOUNT',
  'CREDIT_LOSS_BUY_PRICE',
  'INVESTMENTS',
  'DEPOSIT',
  'WITHDRAWAL',
  'REPAID_CAPITAL',
  'SOMETHING_NEW',
];

/**
 * A history over three Helsinki New Years, newest first, with every type, a few loans (so that
 * losses match by loan), null parties, and amounts as text or as numbers, as the gateway may
 * send them.
 */
function generatedHistory(rows: number, seed: number): unknown[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const start = Date.UTC(2023, 10, 1);
  const span = Date.UTC(2026, 1, 1) - start;
  const history = Array.from({ length: rows }, () => {
    const created = new Date(start + Math.floor(next() * span)).toISOString();
    const loan = `LN${Math.floor(next() * 20)}`;
    const cents = Math.floor(next() * 200_000) - 100_000;
    const euros = (cents / 100).toFixed(2);
    const amount = next() < 0.7 ? euros : Number(euros);
    const type = pick(TYPES);
    const [from, to] =
      type === 'CREDIT_LOSS_AMOUNT'
        ? [loan, loan]
        : pick([
            [loan, PORTFOLIO],
            [PORTFOLIO, loan],
            [null, PORTFOLIO],
            [PORTFOLIO, null],
          ]);
    return { created, from, to, amount, type };
  });
  return history.sort((a, b) => b.created.localeCompare(a.created));
}

describe('createHistoryReader', () => {
  it('gives the figures of JSON.parse for generated histories, however the bytes are split', () => {
    for (const seed of [1, 2, 3]) {
      const text = JSON.stringify({ data: generatedHistory(600, seed) });
      const expected = parsedYears(text);
      expect(expected.length).toBeGreaterThan(1);
      for (const size of [0, 1, 2, 3, 7, 64, 1000]) {
        expect(readYears(text, size)).toEqual(expected);
      }
    }
  });

  it('reads escapes, text that is not ASCII, white space and other members as JSON.parse does', () => {
    const text = [
      '\uFEFF { "meta" : { "n" : [1, -2.5e3, true, false, null, "x\\"]"] } ,',
      ' "data" : [',
      '  { "created" : "2025-03-01T10:00:00.000Z", "from" : "LN\\u0031", "to" : "D\\u0031",',
      '    "amount" : "-12.30", "type" : "INVESTMENTS", "note": {"a": [{}, []]} },',
      '  {"cr\\u0065ated":"2025-06-01T10:00:00.000Z","from":"LN1","to":"D1",',
      '    "amount":"5.00","type":"CREDIT_LOSS_BUY_PRICE"},',
      '  {"created":"2025-05-01T10:00:00.000Z","from":"LN1","to":"LN1","amount":-12.3,',
      '    "type":"CREDIT_LOSS_\\u0041MOUNT"},',
      '  {"created":"2025-04-01T10:00:00.000Z","from":"Lähde Öy","to":"D1","amount":1e1,',
      '    "type":"INTEREST_PAID"},',
      '  {"created":"2025-04-02T10:00:00.000Z","from":"D1","to":"Lähde Öy","amount":1.5E+0,',
      '    "type":"ADMINISTRATION_FEE", "type": "SUBSCRIPTION_FEE"},',
      '  {"created":"2025-04-03T10:00:00.000Z","from":"D1","to":"LN\\u00e42","amount":"7",',
      '    "type":"AUTOSELL_TRANSACTION","from":"LN\\u00e42"},',
      '  {"created":"2024-12-31T22:30:00.000Z","from":"LN1","to":"D1","amount":" 0.5",',
      '    "type":"INTEREST_PAID"},',
      '  {"created":"2024-12-31T21:30:00+01:00","from":"LN1","to":"D1","amount":-0,',
      '    "type":"INTEREST_PAID"}',
      ' ], "after" : "\\u00e4" }  ',
    ].join('\n');
    const expected = parsedYears(text);
    expect(expected.map((year) => year.year)).toEqual([2025, 2024]);
    for (const size of [0, 1, 5, 31]) expect(readYears(text, size)).toEqual(expected);
  });

  it('tells apart more types than it keeps the bytes of', () => {
    const rows = Array.from({ length: 300 }, (_, i) => ({
      created: '2025-04-01T10:00:00.000Z',
      from: 'LN1',
      to: PORTFOLIO,
      amount: '1.00',
      type: i % 3 === 0 ? 'INTEREST_PAID' : `T${i % 97}`,
    }));
    const text = JSON.stringify({ data: rows });
    expect(readYears(text, 100)).toEqual(parsedYears(text));
    expect(readYears(text)[0]?.interestCents).toBe(100 * 100);
  });

  it('gives no years for an empty array, with or without white space', () => {
    for (const text of ['{"data":[]}', '{ "data" : [ ] , "x" : 1 }', '{"x":[],"data":[]}']) {
      expect(readYears(text, 1)).toEqual([]);
      expect(parsedYears(text)).toEqual([]);
    }
  });

  it('names a loan whose party is not ASCII by the party that is not the portfolio', () => {
    const text = JSON.stringify({
      data: [
        {
          created: '2025-06-01T09:00:00.000Z',
          from: 'Pörssi',
          to: 'Pörssi',
          amount: '-3',
          type: 'CREDIT_LOSS_AMOUNT',
        },
        {
          created: '2025-05-01T09:00:00.000Z',
          from: 'Pörssi',
          to: 'Pörssi',
          amount: '-2',
          type: 'CREDIT_LOSS_AMOUNT',
        },
      ],
    });
    const [year] = readYears(text, 3, 'Pörssi');
    expect(year?.creditLosses).toHaveLength(1);
    expect(year?.creditLosses[0]).toMatchObject({ loan: 'Pörssi', capitalLostCents: 500 });
  });

  it('refuses what JSON.parse or the rows’ checks refuse', () => {
    const row = '{"created":"2025-04-01T10:00:00.000Z","from":"LN1","to":"D1","type":"X"';
    const refused = [
      '{"data":[' + row + ',"amount":"1.00"}',
      '{"data":[' + row + ',"amount":"1.00"},]}',
      '{"data":[' + row + ',"amount":"1.00"}] x',
      '{"data":[' + row + ',"amount":"1.005"}]}',
      '{"data":[' + row + ',"amount":1e400}]}',
      '{"data":[' + row + ',"amount":true}]}',
      '{"data":[' + row + ',"amount":01}]}',
      '{"data":[' + row + '}]}',
      '{"data":[{"created":"2025-04-01T10:00:00.000Z","to":"D1","amount":1,"type":"X"}]}',
      '{"data":[{"created":"2025-04-01T10:00:00.000Z","from":1,"to":"D1","amount":1,"type":"X"}]}',
      '{"data":[{"created":"not a date","from":null,"to":"D1","amount":1,"type":"X"}]}',
      '{"data":[{"created":"2025-02-30T10:00:00.000Z","from":null,"to":"D1","amount":1}]}',
      '{"data":[' + row + ',"amount":"1\u0001"}]}',
      '{"data":[' + row + ',"amount":"1\\x"}]}',
      '{"data":[1]}',
      '{"data":{}}',
      '{"rows":[]}',
      '[]',
      '{"data":[]',
      '',
    ];
    for (const text of refused) {
      expect(() => parsedYears(text), text).toThrow();
      for (const size of [0, 1]) expect(() => readYears(text, size), text).toThrow();
    }
  });
});
