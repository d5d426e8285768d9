import { describe, expect, it } from 'vitest';
import type { TransactionRow } from '../transaction-table.ts';
import { createDailyBookings } from './daily-bookings.ts';

const row = (created: string, type: string, amountCents: number): TransactionRow => ({
  created,
  type,
  amountCents,
  from: null,
  to: null,
});

const bookingsOf = (rows: readonly TransactionRow[]) => {
  const bookings = createDailyBookings();
  rows.forEach((r) => bookings.add(r));
  return bookings.list();
};

describe('day bookings', () => {
  it('sums a Helsinki day’s rows of a type and counts them', () => {
    expect(
      bookingsOf([
        row('2024-03-05T08:00:00.000Z', 'INTEREST_PAID', 120),
        row('2024-03-05T12:00:00.000Z', 'INTEREST_PAID', 80),
        row('2024-03-05T12:00:00.000Z', 'ADMINISTRATION_FEE', -100),
      ]),
    ).toEqual([
      { date: '2024-03-05', type: 'INTEREST_PAID', cents: 200, count: 2 },
      { date: '2024-03-05', type: 'ADMINISTRATION_FEE', cents: -100, count: 1 },
    ]);
  });

  it('dates a row by the Helsinki calendar, in winter (UTC+2) and in summer (UTC+3)', () => {
    expect(
      bookingsOf([
        row('2024-01-15T21:59:59.000Z', 'DEPOSIT', 100),
        row('2024-01-15T22:00:00.000Z', 'DEPOSIT', 200),
        row('2024-06-30T20:59:59.000Z', 'DEPOSIT', 300),
        row('2024-06-30T21:00:00.000Z', 'DEPOSIT', 400),
      ]).map((b) => [b.date, b.cents]),
    ).toEqual([
      ['2024-01-15', 100],
      ['2024-01-16', 200],
      ['2024-06-30', 300],
      ['2024-07-01', 400],
    ]);
  });

  it('keeps money in and money out of one type and day apart', () => {
    expect(
      bookingsOf([
        row('2024-03-05T08:00:00.000Z', 'INTERNAL_TRANSFER', 5000),
        row('2024-03-05T09:00:00.000Z', 'INTERNAL_TRANSFER', -2000),
      ]).map((b) => b.cents),
    ).toEqual([5000, -2000]);
  });

  it('leaves out what stays inside the portfolio', () => {
    expect(
      bookingsOf([
        row('2024-03-05T08:00:00.000Z', 'INVESTMENTS', -2500),
        row('2024-03-05T08:00:00.000Z', 'REPAID_CAPITAL', 1000),
        row('2024-03-05T08:00:00.000Z', 'AUTOSELL_TRANSACTION', 700),
      ]),
    ).toEqual([]);
  });

  it('lists the oldest day first, in each day money in before money out, then in type order', () => {
    const list = bookingsOf([
      row('2024-03-06T08:00:00.000Z', 'WITHDRAWAL', -100),
      row('2024-03-05T08:00:00.000Z', 'ADMINISTRATION_FEE', -10),
      row('2024-03-05T08:00:00.000Z', 'CREDIT_LOSS_BUY_PRICE', 5),
      row('2024-03-05T08:00:00.000Z', 'INTEREST_PAID', 20),
      row('2024-03-05T08:00:00.000Z', 'DEPOSIT', 1000),
    ]);
    expect(list.map((b) => `${b.date} ${b.type}`)).toEqual([
      '2024-03-05 DEPOSIT',
      '2024-03-05 INTEREST_PAID',
      '2024-03-05 CREDIT_LOSS_BUY_PRICE',
      '2024-03-05 ADMINISTRATION_FEE',
      '2024-03-06 WITHDRAWAL',
    ]);
  });

  it('refuses a row whose time cannot be read', () => {
    expect(() => bookingsOf([row('yesterday', 'DEPOSIT', 100)])).toThrow(RangeError);
  });
});
