import { describe, expect, it } from 'vitest';
import { finnishBankOf, isValidIban } from './iban.ts';
import { RECEIVER_ACCOUNT } from './receiver-account.ts';

describe('RECEIVER_ACCOUNT', () => {
  it('is a valid Finnish IBAN of the bank its BIC names', () => {
    expect(isValidIban(RECEIVER_ACCOUNT.iban)).toBe(true);
    expect(finnishBankOf(RECEIVER_ACCOUNT.iban)).toBe('Aktia');
    expect(RECEIVER_ACCOUNT.bic).toBe('HELSFIHH');
  });
});
