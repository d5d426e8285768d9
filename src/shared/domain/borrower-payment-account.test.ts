import { describe, expect, it } from 'vitest';
import { BORROWER_PAYMENT_ACCOUNT } from './borrower-payment-account.ts';
import { isValidIban } from './iban.ts';
import { RECEIVER_ACCOUNT } from './receiver-account.ts';

describe('BORROWER_PAYMENT_ACCOUNT', () => {
  it('is a valid Finnish IBAN of its own, received by the provider company', () => {
    expect(isValidIban(BORROWER_PAYMENT_ACCOUNT.iban)).toBe(true);
    expect(BORROWER_PAYMENT_ACCOUNT.iban).not.toBe(RECEIVER_ACCOUNT.iban);
    expect(BORROWER_PAYMENT_ACCOUNT.receiver).toBe('Vertaislaina Oy');
  });
});
