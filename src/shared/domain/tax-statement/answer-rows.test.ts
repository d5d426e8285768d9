import { describe, expect, it } from 'vitest';
import { InvalidTransactionRow, transactionRowsOfAnswer } from './answer-rows.ts';

const row = {
  created: '2025-04-01T09:00:00.000Z',
  from: 'LN1',
  to: 'D1',
  amount: '12.50',
  type: 'INTEREST_PAID',
};

const read = (rows: unknown[]) => [...transactionRowsOfAnswer(rows)];

describe('transactionRowsOfAnswer', () => {
  it('reads amounts sent as text or as a number into exact cents', () => {
    expect(read([row, { ...row, amount: -0.29, from: null }])).toEqual([
      { created: row.created, from: 'LN1', to: 'D1', amountCents: 1250, type: 'INTEREST_PAID' },
      { created: row.created, from: null, to: 'D1', amountCents: -29, type: 'INTEREST_PAID' },
    ]);
  });

  it.each([
    ['not an object', 'x', 'not an object'],
    ['no created', { ...row, created: 5 }, 'no created'],
    ['no type', { ...row, type: null }, 'no type'],
    ['an amount that is neither', { ...row, amount: true }, 'amount is not'],
    ['an infinite amount', { ...row, amount: Number.POSITIVE_INFINITY }, 'amount is not'],
    ['an amount below the cent', { ...row, amount: '1.234' }, 'Not a euro amount'],
    ['a party that is not text', { ...row, to: 7 }, 'to is not a string or null'],
  ])('refuses %s, naming the row', (_name, bad, problem) => {
    const reading = () => read([row, bad]);
    expect(reading).toThrow(InvalidTransactionRow);
    expect(reading).toThrow(`Row 1: ${problem}`);
  });
});
