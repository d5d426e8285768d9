import { describe, expect, it } from 'vitest';
import {
  NBSP,
  formatAmount,
  formatCents,
  formatDate,
  formatMoney,
  formatPercent,
  formatReferenceNumber,
} from './format.ts';

/** Writes expectations with `_` for the no-break space, so they stay readable. */
const s = (text: string): string => text.replaceAll('_', NBSP);

describe('formatCents', () => {
  it('uses a comma decimal and the euro sign after the amount in fi and sv', () => {
    expect(formatCents(123456, 'fi')).toBe(s('1_234,56_€'));
    expect(formatCents(123456, 'sv')).toBe(s('1_234,56_€'));
  });

  it('uses a point decimal in en (sign first) and de (sign after)', () => {
    expect(formatCents(123456, 'en')).toBe(s('€1_234.56'));
    expect(formatCents(123456, 'de')).toBe(s('1_234.56_€'));
  });

  it('always shows two decimals and groups every three digits', () => {
    expect(formatCents(0, 'fi')).toBe(s('0,00_€'));
    expect(formatCents(5, 'fi')).toBe(s('0,05_€'));
    expect(formatCents(100, 'en')).toBe('€1.00');
    expect(formatCents(99999, 'fi')).toBe(s('999,99_€'));
    expect(formatCents(123456789012, 'fi')).toBe(s('1_234_567_890,12_€'));
  });

  it('puts the minus sign in front', () => {
    expect(formatCents(-123456, 'fi')).toBe(s('-1_234,56_€'));
    expect(formatCents(-5, 'en')).toBe('-€0.05');
  });

  it('accepts bigint cents beyond the safe-integer range exactly', () => {
    expect(formatCents(123456789012345678901n, 'de')).toBe(s('1_234_567_890_123_456_789.01_€'));
  });

  it('refuses fractional or unsafe cents', () => {
    expect(() => formatCents(1.5, 'fi')).toThrow(RangeError);
    expect(() => formatCents(Number.MAX_SAFE_INTEGER + 2, 'fi')).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('formats decimal strings exactly', () => {
    expect(formatMoney('1234.5', 'fi')).toBe(s('1_234,50_€'));
    expect(formatMoney('20000', 'en')).toBe(s('€20_000.00'));
    expect(formatMoney('0.1', 'sv')).toBe(s('0,10_€'));
  });

  it('rounds half away from zero without float error', () => {
    // 1.005 as a float is 1.00499999…; as the decimal the server sent it rounds up.
    expect(formatMoney('1.005', 'fi')).toBe(s('1,01_€'));
    expect(formatMoney(1.005, 'fi')).toBe(s('1,01_€'));
    expect(formatMoney('2.675', 'en')).toBe('€2.68');
    expect(formatMoney('-2.675', 'en')).toBe('-€2.68');
    expect(formatMoney('1234.564', 'fi')).toBe(s('1_234,56_€'));
    expect(formatMoney('999.995', 'fi')).toBe(s('1_000,00_€'));
  });

  it('accepts numbers as the API sends them, including exponent notation', () => {
    expect(formatMoney(0.1 + 0.2, 'fi')).toBe(s('0,30_€'));
    expect(formatMoney(1e21, 'en')).toBe(s('€1_000_000_000_000_000_000_000.00'));
    expect(formatMoney('1.5e2', 'fi')).toBe(s('150,00_€'));
  });

  it('never shows a negative zero', () => {
    expect(formatMoney('-0.001', 'fi')).toBe(s('0,00_€'));
    expect(formatMoney('-0', 'en')).toBe('€0.00');
  });

  it('rejects what is not a number', () => {
    expect(() => formatMoney('12,50', 'fi')).toThrow(RangeError);
    expect(() => formatMoney('', 'fi')).toThrow(RangeError);
    expect(() => formatMoney('abc', 'fi')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'fi')).toThrow(RangeError);
    expect(() => formatMoney(Number.POSITIVE_INFINITY, 'fi')).toThrow(RangeError);
  });
});

describe('formatAmount', () => {
  it('formats without a currency sign', () => {
    expect(formatAmount('1234.5', 'fi')).toBe(s('1_234,50'));
    expect(formatAmount(-12, 'de')).toBe('-12.00');
  });
});

describe('formatPercent', () => {
  it('multiplies fractions by 100 with two decimals', () => {
    expect(formatPercent(0.099, 'fi')).toBe(s('9,90_%'));
    expect(formatPercent('0.029', 'sv')).toBe(s('2,90_%'));
    expect(formatPercent(0.1, 'de')).toBe(s('10.00_%'));
    expect(formatPercent(0.0365, 'en')).toBe('3.65%');
  });

  it('is exact where floats are not', () => {
    // 0.07 * 100 is 7.000000000000001 in floating point.
    expect(formatPercent(0.07, 'en')).toBe('7.00%');
    expect(formatPercent('0.000049', 'en')).toBe('0.00%');
    expect(formatPercent('0.00005', 'en')).toBe('0.01%');
    expect(formatPercent(12, 'fi')).toBe(s('1_200,00_%'));
    expect(formatPercent(-0.015, 'fi')).toBe(s('-1,50_%'));
  });
});

describe('formatDate', () => {
  it('shows calendar dates as DD.MM.YYYY without a time-zone shift', () => {
    expect(formatDate('2024-03-05')).toBe('05.03.2024');
    expect(formatDate('1999-12-31')).toBe('31.12.1999');
  });

  it('shows timestamps as their date in Finland', () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Helsinki (UTC+2).
    expect(formatDate('2023-12-31T22:30:00Z')).toBe('01.01.2024');
    expect(formatDate('2021-06-15T09:00:00.000000Z')).toBe('15.06.2021');
    expect(formatDate(new Date(Date.UTC(2020, 1, 29, 12)))).toBe('29.02.2020');
    expect(formatDate(Date.UTC(2019, 8, 1, 0, 0))).toBe('01.09.2019');
  });

  it('rejects what is not a date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
  });
});

describe('formatReferenceNumber', () => {
  it('groups Finnish references in fives from the right', () => {
    expect(formatReferenceNumber('1234561')).toBe('12 34561');
    expect(formatReferenceNumber('13')).toBe('13');
    expect(formatReferenceNumber('12345')).toBe('12345');
    expect(formatReferenceNumber('123456')).toBe('1 23456');
    expect(formatReferenceNumber('11112222233333')).toBe('1111 22222 33333');
  });

  it('regroups references that already contain spaces', () => {
    expect(formatReferenceNumber(' 123 4561 ')).toBe('12 34561');
  });

  it('groups RF creditor references in fours from the left', () => {
    expect(formatReferenceNumber('RF18000000000539007547034')).toBe(
      'RF18 0000 0000 0539 0075 4703 4',
    );
    expect(formatReferenceNumber('rf71 1234 5612 3456')).toBe('RF71 1234 5612 3456');
  });
});
