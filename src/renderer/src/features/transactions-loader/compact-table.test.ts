import { describe, expect, it } from 'vitest';
import {
  InvalidTransactionAnswer,
  answerRows,
  createdMsAt,
  columnarTable,
  compactTransactions,
  transferablesOf,
} from './compact-table.ts';

const row = (overrides: Record<string, unknown> = {}) => ({
  created: '2024-05-01T09:30:00.000Z',
  from: 'bank',
  to: 'portfolio',
  amount: 12.3,
  type: 'DEPOSIT',
  ...overrides,
});

describe('compactTransactions', () => {
  it('reads amounts into exact cents, numbers and decimal strings alike', () => {
    const amounts = [12.3, 0.07, -5.55, 1234567.89, '0.1', '-20.00', 0, 1e6, 4.35, 1.005e2];
    const { cents } = compactTransactions(amounts.map((amount) => row({ amount })));
    expect(Array.from(cents)).toEqual([
      1230, 7, -555, 123456789, 10, -2000, 0, 100000000, 435, 10050,
    ]);
  });

  it('refuses amounts that are not whole cents instead of rounding them', () => {
    for (const amount of [0.001, 1.0000000001, 1e-7, '1,50', '1.234', null, Number.NaN]) {
      expect(() => compactTransactions([row({ amount })])).toThrow(InvalidTransactionAnswer);
    }
  });

  it('keeps repeated from, to and type values once in the string table', () => {
    const rows = Array.from({ length: 1000 }, (_, i) =>
      row({ type: i % 2 === 0 ? 'DEPOSIT' : 'INVESTMENTS', to: i % 2 === 0 ? 'portfolio' : null }),
    );
    const columns = compactTransactions(rows);
    expect(columns.strings.toSorted()).toEqual(['DEPOSIT', 'INVESTMENTS', 'bank', 'portfolio']);
    expect(columns.length).toBe(1000);
  });

  it('keeps many distinct values apart (past the linear-search limit)', () => {
    const rows = Array.from({ length: 300 }, (_, i) => row({ from: `loan ${i % 100}` }));
    const table = columnarTable(compactTransactions(rows));
    expect(table.rowAt(0).from).toBe('loan 0');
    expect(table.rowAt(57).from).toBe('loan 57');
    expect(table.rowAt(299).from).toBe('loan 99');
    expect(table.rowAt(299).to).toBe('portfolio');
  });

  it('rebuilds every row exactly as sent, on demand', () => {
    const rows = [
      row(),
      row({ from: null, to: 'bank', amount: '-100.5', type: 'WITHDRAWAL' }),
      // Not a canonical instant: kept as its text.
      row({ created: '2024-05-01 12:00:00', type: 'SOMETHING_NEW' }),
      row({ created: '2024-02-29T23:59:59.999Z', amount: -0.01 }),
    ];
    const table = columnarTable(compactTransactions(rows));
    expect(table.length).toBe(4);
    expect(table.rowAt(0)).toEqual({
      created: '2024-05-01T09:30:00.000Z',
      from: 'bank',
      to: 'portfolio',
      amountCents: 1230,
      type: 'DEPOSIT',
    });
    expect(table.rowAt(1)).toEqual({
      created: '2024-05-01T09:30:00.000Z',
      from: null,
      to: 'bank',
      amountCents: -10050,
      type: 'WITHDRAWAL',
    });
    expect(table.rowAt(2).created).toBe('2024-05-01 12:00:00');
    expect(table.rowAt(3)).toMatchObject({ created: '2024-02-29T23:59:59.999Z', amountCents: -1 });
    expect(() => table.rowAt(4)).toThrow(RangeError);
  });

  it('keeps the created texts as bytes of one width, others aside, all given back as sent', () => {
    const texts = [
      '2024-05-01T09:30:00.000Z',
      '2024-05-01 12:00',
      '2024-05-02T00:00:00.000Z',
      'päivä 3.5.2024',
    ];
    const columns = compactTransactions(texts.map((created) => row({ created })));
    expect(columns.createdWidth).toBe(24);
    expect(columns.createdBytes).toHaveLength(4 * 24);
    expect([...columns.createdText.keys()]).toEqual([1, 3]);
    const table = columnarTable(columns);
    expect(texts.map((_, i) => table.rowAt(i).created)).toEqual(texts);
  });

  it('keeps every created text aside when one is not ASCII', () => {
    const texts = ['2024-05-01T09:30:00.000Z', '2024-05-01T09:30:00.000Ä'];
    const columns = compactTransactions(texts.map((created) => row({ created })));
    expect(columns.createdText.size).toBe(2);
    expect(columnarTable(columns).rowAt(1).created).toBe(texts[1]);
  });

  it('refuses rows that are not transactions', () => {
    for (const bad of [null, 'x', row({ created: 5 }), row({ type: null }), row({ from: 3 })]) {
      expect(() => compactTransactions([bad])).toThrow(InvalidTransactionAnswer);
    }
  });

  it('hands over five distinct buffers', () => {
    const buffers = transferablesOf(compactTransactions([row()]));
    expect(new Set(buffers).size).toBe(5);
  });
});

describe('createdMsAt', () => {
  it('reads the instant of each row, from the bytes or by Date.parse', () => {
    const texts = [
      '2023-12-31T23:59:59.123Z',
      '2024-02-29T00:00:00.000Z',
      '1999-03-01T12:00:00.007Z',
      '2024-05-01 12:00:00',
      '2024-05-01T12:00:00+03:00',
    ];
    const columns = compactTransactions(texts.map((created) => row({ created })));
    expect(texts.map((_, i) => createdMsAt(columns, i))).toEqual(texts.map((t) => Date.parse(t)));
  });
});

describe('answerRows', () => {
  it('takes the data.data array of the envelope', () => {
    expect(answerRows({ data: [1] })).toEqual([1]);
    expect(() => answerRows({ data: {} })).toThrow(InvalidTransactionAnswer);
    expect(() => answerRows([])).toThrow(InvalidTransactionAnswer);
  });
});
