import { describe, expect, it } from 'vitest';
import {
  hasValidOffer,
  offerDefaults,
  providerStep,
  reapplyDate,
  startDestination,
  stateOf,
} from './application-rules.ts';

const NOW = Date.parse('2026-01-15T10:00:00Z');
const base = {
  approved: false,
  rejected: false,
  created_at: '2026-01-15T09:00:00Z',
  amount_offered: 500000,
};

describe('startDestination (§4 step 1 and 6)', () => {
  it('sends a rejected application to loan-rejected', () => {
    expect(startDestination({ ...base, rejected: true }, NOW)).toBe(
      '/dashboard/borrower/loan-application/loan-rejected',
    );
  });

  it('sends an approved offer younger than 3 days to view-offer', () => {
    expect(startDestination({ ...base, approved: true }, NOW)).toBe(
      '/dashboard/borrower/loan-application/view-offer',
    );
  });

  it('sends anything else to the consent', () => {
    expect(startDestination(base, NOW)).toBe('/dashboard/borrower/loan-application/ccis');
  });
});

describe('hasValidOffer (valid for 3 days from creation)', () => {
  const created = '2026-01-12T10:00:00Z';
  it('is valid until 3 days have passed, not after', () => {
    const offer = { ...base, approved: true, created_at: created };
    expect(hasValidOffer(offer, Date.parse('2026-01-15T09:59:59Z'))).toBe(true);
    expect(hasValidOffer(offer, Date.parse('2026-01-15T10:00:00Z'))).toBe(false);
  });

  it('needs an approval, an offered amount and no rejection', () => {
    expect(hasValidOffer(base, NOW)).toBe(false);
    expect(hasValidOffer({ ...base, approved: true, amount_offered: null }, NOW)).toBe(false);
    expect(hasValidOffer({ ...base, approved: true, rejected: true }, NOW)).toBe(false);
  });
});

describe('reapplyDate', () => {
  it('is 91 days after the application, DD.MM.YYYY', () => {
    expect(reapplyDate('2026-01-15T09:00:00Z')).toBe('16.04.2026');
    expect(reapplyDate('2025-11-30T12:00:00Z')).toBe('01.03.2026');
  });
});

describe('providerStep', () => {
  it('follows kreditz_check, then the service', () => {
    expect(providerStep({ kreditz_check: true, service: 'neonomics' })).toBe('kreditz');
    expect(providerStep({ kreditz_check: false, service: 'neonomics' })).toBe('choose-bank');
    expect(providerStep({ kreditz_check: false, service: 'nordigen-tink' })).toBe('redirect');
    expect(providerStep({ kreditz_check: false, service: null })).toBeNull();
  });
});

describe('stateOf', () => {
  it('reads the state query of the redirect URL', () => {
    expect(stateOf('https://link.tink.com/x?client=1&state=abc')).toBe('abc');
    expect(stateOf('https://link.tink.com/x')).toBeNull();
    expect(stateOf('not a url')).toBeNull();
  });
});

describe('offerDefaults (due date 1 and the first bank account when none is chosen)', () => {
  const user = {
    id: 1,
    bank_accounts: [
      { id: 7, IBAN: 'FI1' },
      { id: 8, IBAN: 'FI2' },
    ],
  };
  it('fills what is missing', () => {
    expect(offerDefaults({ due_date: null, bank_account_id: null, user }, [])).toEqual({
      due_date: 1,
      bank_account_id: 7,
    });
    expect(offerDefaults({ due_date: 15, bank_account_id: null, user }, [])).toEqual({
      due_date: 15,
      bank_account_id: 7,
    });
  });

  it('takes the profile’s first account when the application has no user', () => {
    expect(offerDefaults({ due_date: null, bank_account_id: null }, [{ id: 3 }])).toEqual({
      due_date: 1,
      bank_account_id: 3,
    });
  });

  it('is null when both are chosen or there is no account', () => {
    expect(offerDefaults({ due_date: 10, bank_account_id: 8, user }, [])).toBeNull();
    expect(offerDefaults({ due_date: null, bank_account_id: null }, [])).toBeNull();
  });
});
