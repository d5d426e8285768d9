import { describe, expect, it } from 'vitest';
import type { DayBooking } from './daily-bookings.ts';
import { openingValue, portfolioPerformanceCsv, type PpNotes } from './csv.ts';
import type { PpLanguage } from './pp-import-format.ts';

const NOTES: PpNotes = {
  opening: 'Opening value',
  booking: (type, count) => `${type} ×${count}`,
};

const BOOKINGS: DayBooking[] = [
  { date: '2024-03-05', type: 'DEPOSIT', cents: 100_000, count: 1 },
  { date: '2024-03-05', type: 'INTEREST_PAID', cents: 1234, count: 3 },
  { date: '2024-03-05', type: 'ADMINISTRATION_FEE', cents: -617, count: 3 },
  { date: '2024-03-06', type: 'CREDIT_LOSS_AMOUNT', cents: -2500, count: 1 },
  { date: '2024-03-07', type: 'CREDIT_LOSS_BUY_PRICE', cents: 300, count: 1 },
  { date: '2024-03-07', type: 'FEE_PAYBACK', cents: 50, count: 1 },
  { date: '2024-03-08', type: 'WITHDRAWAL', cents: -20_000, count: 1 },
];
const CHANGE = 100_000 + 1234 - 617 - 2500 + 300 + 50 - 20_000;

const csv = (language: PpLanguage, endValueCents: number, bookings = BOOKINGS) =>
  portfolioPerformanceCsv({
    bookings,
    fromDate: '2024-03-01',
    endValueCents,
    language,
    notes: NOTES,
  });

describe('the Portfolio Performance CSV', () => {
  it('in English: its column and type names, point decimals, comma delimiter, CRLF', () => {
    expect(csv('en', CHANGE)).toBe(
      [
        'Date,Type,Value,Transaction Currency,Note',
        '2024-03-05,Deposit,1000.00,EUR,DEPOSIT ×1',
        '2024-03-05,Interest,12.34,EUR,INTEREST_PAID ×3',
        '2024-03-05,Fees,-6.17,EUR,ADMINISTRATION_FEE ×3',
        '2024-03-06,Interest Charge,-25.00,EUR,CREDIT_LOSS_AMOUNT ×1',
        '2024-03-07,Interest,3.00,EUR,CREDIT_LOSS_BUY_PRICE ×1',
        '2024-03-07,Fees Refund,0.50,EUR,FEE_PAYBACK ×1',
        '2024-03-08,Withdrawal,-200.00,EUR,WITHDRAWAL ×1',
        '',
      ].join('\r\n'),
    );
  });

  it('in Finnish: Finnish names, comma decimals, semicolon delimiter', () => {
    expect(csv('fi', CHANGE).split('\r\n').slice(0, 5)).toEqual([
      'Päivämäärä;Tyyppi;Arvo;Tapahtuman valuutta;Kommentti',
      '2024-03-05;Talletus;1000,00;EUR;DEPOSIT ×1',
      '2024-03-05;Korko;12,34;EUR;INTEREST_PAID ×3',
      '2024-03-05;Kulut;-6,17;EUR;ADMINISTRATION_FEE ×3',
      '2024-03-06;Korkoveloitus;-25,00;EUR;CREDIT_LOSS_AMOUNT ×1',
    ]);
    expect(csv('fi', CHANGE)).toContain('2024-03-07;Kulujen hyvitys;0,50;EUR;FEE_PAYBACK ×1');
    expect(csv('fi', CHANGE)).toContain('2024-03-08;Nosto;-200,00;EUR;WITHDRAWAL ×1');
  });

  it('in German: German names, comma decimals, semicolon delimiter', () => {
    expect(csv('de', CHANGE).split('\r\n').slice(0, 3)).toEqual([
      'Datum;Typ;Wert;Buchungswährung;Notiz',
      '2024-03-05;Einlage;1000,00;EUR;DEPOSIT ×1',
      '2024-03-05;Zinsen;12,34;EUR;INTEREST_PAID ×3',
    ]);
  });

  it('starts with the opening value, marked, on the range’s first day when the range does not start empty', () => {
    const lines = csv('en', CHANGE + 543_210).split('\r\n');
    expect(lines[1]).toBe('2024-03-01,Deposit,5432.10,EUR,Opening value');
    expect(lines).toHaveLength(BOOKINGS.length + 3);
  });

  it('has no opening row when the range starts with nothing held', () => {
    expect(csv('en', CHANGE)).not.toContain('Opening value');
  });

  it('writes the opening value as what the range’s changes leave of the value at its end', () => {
    expect(openingValue(CHANGE + 10, BOOKINGS)).toBe(10);
    expect(openingValue(0, [])).toBe(0);
  });

  it('quotes a note with the delimiter or a quote in it, as commons-csv does', () => {
    const text = portfolioPerformanceCsv({
      bookings: [{ date: '2024-03-05', type: 'DEPOSIT', cents: 100, count: 1 }],
      fromDate: '2024-03-05',
      endValueCents: 100,
      language: 'en',
      notes: { opening: '', booking: () => 'Deposit, "bank"' },
    });
    expect(text.split('\r\n')[1]).toBe('2024-03-05,Deposit,1.00,EUR,"Deposit, ""bank"""');
  });

  it('is a header alone for a range without changes', () => {
    expect(csv('en', 0, [])).toBe('Date,Type,Value,Transaction Currency,Note\r\n');
  });
});
