import { describe, expect, it } from 'vitest';
import { compactIban, finnishBankOf, isValidIban } from './iban.ts';

describe('IBAN', () => {
  it('removes spaces and upper-cases', () => {
    expect(compactIban(' fi21 1234 5600 0007 85 ')).toBe('FI2112345600000785');
  });

  it.each([
    ['FI21 1234 5600 0007 85', true],
    ['FI2112345600000785', true],
    ['DE89 3704 0044 0532 0130 00', true],
    ['FI21 1234 5600 0007 86', false],
    ['FI21 1234 5600 0007', false],
    ['XX', false],
    ['', false],
  ])('%j is valid: %s', (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });

  it.each([
    ['FI21 1234 5600 0007 85', 'Nordea'],
    ['FI79 5000 0120 2507 25', 'OP Pohjola'],
    ['FI37 8000 1400 0620 95', 'Danske Bank'],
    ['FI36 4055 0010 6152 52', 'Aktia'],
    ['FI58 4709 0010 0000 01', 'POP Pankki'],
    ['FI28 4300 0000 0000 00', 'Säästöpankki'],
    ['FI14 3939 0001 0000 01', 'S-Pankki'],
    ['FI66 6601 0001 0000 01', 'Ålandsbanken'],
    ['FI24 3131 3001 0000 58', 'Handelsbanken'],
    ['FI46 7130 0000 0000 01', 'Citibank'],
  ])('names the bank of %s: %s', (iban, bank) => {
    expect(finnishBankOf(iban)).toBe(bank);
  });

  it('names no bank for a foreign account', () => {
    expect(finnishBankOf('DE89 3704 0044 0532 0130 00')).toBeNull();
  });
});
