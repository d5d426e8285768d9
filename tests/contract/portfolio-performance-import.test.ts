import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  csvRecords,
  guessDatePattern,
  importAccountTransactions,
  mapColumns,
  parseAmount,
  parseType,
  performanceOf,
} from './portfolio-performance-import.ts';

/*
 * The helper against Portfolio Performance's own expectations: the amount cases are those of its
 * AmountFormatTest (name.abuchen.portfolio.tests/…/datatransfer/csv/AmountFormatTest.java), the
 * rest follow CSVImporter and CSVAccountTransactionExtractor as written.
 */

describe('Portfolio Performance’s amount format', () => {
  it.each([
    ['123', 123],
    ['123,45', 123.45],
    ['1,98E-6', 0.00000198],
    ['2,12e-6', 0.00000212],
    ['+ 5%', 5],
    ['EUR 42,42', 42.42],
    [',42', 0.42],
    ['.42', 42],
    ['1,234.56', 1.23456],
    ["1'345,12", 1345.12],
    ['1.345,12', 1345.12],
    ['  1 234,56  ', 1234.56],
    ['  1 234.56  ', 123456],
  ])('with a decimal comma reads %s as %d', (source, expected) => {
    expect(parseAmount(source, ',')).toBeCloseTo(expected, 12);
  });

  it.each([
    ['123', 123],
    ['123,45', 12345],
    ['1,98E-6', 0.000198],
    ['2,12e-6', 0.000212],
    ['EUR 42,42', 4242],
    [',42', 42],
    ['.42', 0.42],
    ['1,234.56', 1234.56],
    ["1'345,12", 134512],
    ['1.345,12', 1.34512],
    ['  1 234,56  ', 123456],
    ['  1 234.56  ', 1234.56],
  ])('with a decimal point reads %s as %d', (source, expected) => {
    expect(parseAmount(source, '.')).toBeCloseTo(expected, 12);
  });

  it('reads nothing from text without a digit', () => {
    expect(parseAmount('EUR', ',')).toBeNull();
  });
});

describe('Portfolio Performance’s header mapping', () => {
  it('maps names case-insensitively without spaces, umlauts spelled out, each field once', () => {
    expect(mapColumns([' date ', 'TRANSACTIONCURRENCY', 'Value', 'Date', 'Amount'], 'en')).toEqual([
      'date',
      'currency',
      'value',
      null,
      null,
    ]);
    expect(mapColumns(['PÄIVÄMÄÄRÄ', 'paeivaemaeaerae'], 'fi')).toEqual(['date', null]);
    expect(mapColumns(['Buchungswaehrung', '\uFEFFDatum'], 'de')).toEqual(['currency', 'date']);
  });

  it('maps only names in Portfolio Performance’s own language', () => {
    expect(mapColumns(['Date', 'Type', 'Value'], 'fi')).toEqual([null, null, null]);
  });
});

describe('Portfolio Performance’s date guess', () => {
  it('takes yyyy-MM-dd for an ISO date in every locale', () => {
    for (const locale of ['en', 'fi', 'de'] as const) {
      expect(guessDatePattern(locale, '2024-01-05')).toBe('yyyy-MM-dd');
    }
  });

  it('prefers the locale’s own short pattern when it reads the value', () => {
    expect(guessDatePattern('de', '05.01.2024')).toBe('dd.MM.yy');
    expect(guessDatePattern('en', '01/05/24')).toBe('MM/dd/yy');
    expect(guessDatePattern('de', '2024-01-05')).toBe('yyyy-MM-dd');
  });

  it('reads a Finnish date as the year 5 (the first lenient pattern wins): hence ISO dates', () => {
    expect(guessDatePattern('fi', '05.01.2024')).toBe('yyyy.MM.dd');
  });

  it('takes the export’s own date-time for yyyy-MM-ddTHH:mm', () => {
    expect(guessDatePattern('en', '2024-01-05T00:00')).toBe("yyyy-MM-dd'T'HH:mm");
  });
});

describe('Portfolio Performance’s type names', () => {
  it('matches exactly first, case-insensitively, then as a pattern', () => {
    expect(parseType('interest charge', 'en')).toBe('INTEREST_CHARGE');
    expect(parseType('Fees Refund', 'en')).toBe('FEES_REFUND');
    expect(parseType('Removal', 'en')).toBe('REMOVAL');
    expect(parseType('Withdrawal', 'en')).toBe('REMOVAL');
    expect(parseType('Korkoveloitus', 'fi')).toBe('INTEREST_CHARGE');
    expect(parseType('Gebührenerstattung', 'de')).toBe('FEES_REFUND');
    expect(parseType('Talletus', 'en')).toBeNull();
  });
});

describe('the account-transaction import', () => {
  it('reads RFC 4180 records, quoted delimiters and doubled quotes, skipping empty lines', () => {
    expect(csvRecords('a;"b;c";"d ""e"""\r\n\r\nf;;\n', ';')).toEqual([
      ['a', 'b;c', 'd "e"'],
      ['f', '', ''],
    ]);
  });

  it('imports a file as Portfolio Performance’s own export writes it', () => {
    const file = [
      'Date,Type,Value,Transaction Currency,Note',
      '2024-01-05T00:00,Deposit,"1,000.00",EUR,first',
      '2024-01-06T00:00,Fees,-2.50,EUR,',
      '2024-01-07T00:00,Interest,10.25,EUR,"a, b"',
      '2024-01-08T00:00,Withdrawal,-100.00,EUR,',
      '',
    ].join('\r\n');
    const result = importAccountTransactions(file, 'en');
    expect(result.errors).toEqual([]);
    expect(result.transactions).toEqual([
      { type: 'DEPOSIT', date: '2024-01-05', cents: 100_000, currency: 'EUR', note: 'first' },
      { type: 'FEES', date: '2024-01-06', cents: 250, currency: 'EUR', note: null },
      { type: 'INTEREST', date: '2024-01-07', cents: 1025, currency: 'EUR', note: 'a, b' },
      { type: 'REMOVAL', date: '2024-01-08', cents: 10_000, currency: 'EUR', note: null },
    ]);
    expect(balanceOf(result.transactions)).toBe(100_000 - 250 + 1025 - 10_000);
    expect(performanceOf(result.transactions)).toEqual({
      earnings: 1025,
      fees: 250,
      taxes: 0,
      transfers: 90_000,
    });
  });

  it('infers the type from the sign without a type column', () => {
    const result = importAccountTransactions('Datum;Wert\n2024-01-05;-12,5\n2024-01-06;3\n', 'de');
    expect(result.transactions.map((t) => [t.type, t.cents])).toEqual([
      ['REMOVAL', 1250],
      ['DEPOSIT', 300],
    ]);
  });

  it('refuses a row it cannot read, by line number', () => {
    const result = importAccountTransactions(
      'Date,Type,Value\n2024-01-05,Bonus,1.00\n,Deposit,1.00\n2024-01-05,Deposit,\n',
      'en',
    );
    expect(result.errors).toEqual([
      'line 2: unknown type Bonus',
      'line 3: missing Date',
      'line 4: missing Value',
    ]);
  });

  it('reads a point as a thousands mark in a locale with a decimal comma', () => {
    const result = importAccountTransactions(
      'Päivämäärä;Tyyppi;Arvo\n2024-01-05;Korko;12.34\n',
      'fi',
    );
    expect(result.transactions[0]?.cents).toBe(123_400);
  });
});
