import { describe, expect, it } from 'vitest';
import { initialChoices, isOfferExpired, OFFER_VALID_MS } from './offer.ts';

const ACCOUNTS = [
  { id: 7, IBAN: 'FI21 1234 5600 0007 85' },
  { id: 8, IBAN: 'FI37 1590 3000 0007 76' },
];
const PLAN = [
  {
    dueDate: '2026-02-15',
    totalDue: 1,
    interest: 0,
    fees: 0,
    principalAmount: 1,
    interestAmount: 0,
  },
];

describe('isOfferExpired', () => {
  const created = '2026-01-12T10:00:00.000Z';
  const at = Date.parse(created);

  it('holds the offer for exactly 3 days', () => {
    expect(isOfferExpired(created, at + OFFER_VALID_MS - 1)).toBe(false);
    expect(isOfferExpired(created, at + OFFER_VALID_MS)).toBe(true);
  });

  it('counts an unreadable creation time as expired', () => {
    expect(isOfferExpired('yesterday', at)).toBe(true);
  });
});

describe('initialChoices', () => {
  it("keeps the application's due date and own account", () => {
    expect(
      initialChoices({ due_date: 31, bank_account_id: 8, payment_plan: PLAN }, ACCOUNTS),
    ).toEqual({ dueDate: 31, bankAccountId: 8 });
  });

  it('starts from day 1 and the first own account for anything else', () => {
    expect(
      initialChoices({ due_date: 5, bank_account_id: 99, payment_plan: PLAN }, ACCOUNTS),
    ).toEqual({ dueDate: 1, bankAccountId: 7 });
  });

  it('uses day 1 and the first own account while there is no plan', () => {
    expect(
      initialChoices({ due_date: 20, bank_account_id: 8, payment_plan: null }, ACCOUNTS),
    ).toEqual({ dueDate: 1, bankAccountId: 7 });
  });

  it('has no account to offer when the user has none', () => {
    expect(initialChoices({ due_date: 1, bank_account_id: null, payment_plan: null }, [])).toEqual({
      dueDate: 1,
      bankAccountId: null,
    });
  });
});
