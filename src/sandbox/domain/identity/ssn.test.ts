import { describe, expect, it } from 'vitest';
import { ageOn, finnishSsn, isAdult, isCalendarDate, ssnBirthDate } from './ssn.ts';

describe('finnishSsn and ssnBirthDate', () => {
  it.each([
    ['1996-03-14', '102', '140396-102H'],
    ['2010-02-11', '186', '110210A1869'],
    ['1962-01-05', '123', '050162-1230'],
  ])('%s + %s → %s and back', (birthDate, individual, ssn) => {
    expect(finnishSsn(birthDate, individual)).toBe(ssn);
    expect(ssnBirthDate(ssn)).toBe(birthDate);
  });

  it.each(['140396-102X', '310296-102H', 'nonsense', ''])('rejects %j', (ssn) => {
    expect(ssnBirthDate(ssn)).toBeNull();
  });
});

describe('dates and ages', () => {
  it('knows calendar dates', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2023-02-29')).toBe(false);
    expect(isCalendarDate('2024-2-1')).toBe(false);
  });

  it('counts whole years and turns 18 on the birthday', () => {
    expect(ageOn('2006-05-06', new Date('2024-05-05T23:59:59Z'))).toBe(17);
    expect(isAdult('2006-05-06', new Date('2024-05-06T00:00:00Z'))).toBe(true);
    expect(isAdult('2006-05-07', new Date('2024-05-06T00:00:00Z'))).toBe(false);
  });
});
