import type { z } from 'zod';
import type { loanApplication } from '#shared/api/borrower.ts';
import type { UserProfile } from '#shared/api/user.ts';
import type { FakeApi } from '../../test/fake-api.ts';
import { envelope } from '../../test/fixtures.ts';

export type WireApplication = z.input<typeof loanApplication>;

/** A loan application as the gateway sends it (euros): waiting for consent, via the frame provider. */
export function makeApplication(overrides: Partial<WireApplication> = {}): WireApplication {
  return {
    id: 42,
    user_id: 1,
    user: { id: 1, bank_accounts: [{ id: 7, IBAN: 'FI2112345600000785' }] },
    amount: 5000,
    terms: 60,
    amount_offered: null,
    terms_offered: null,
    installment_offered: null,
    monthly_fee: null,
    total_installment_offered: null,
    average_nominal_interest: null,
    average_effective_annual_interest: null,
    first_year_total_fee: null,
    payment_plan: null,
    approved: false,
    due_date: null,
    bank_account_id: null,
    // The manual clock's day (2026-01-15 10:00 UTC), an hour earlier.
    created_at: '2026-01-15T09:00:00Z',
    updated_at: '2026-01-15T09:00:00Z',
    retry: false,
    link: null,
    state: 'bs4',
    redirect_url: null,
    is_checked_ccis: false,
    rejected: false,
    kreditz_check: true,
    kreditz_pending: false,
    banks: null,
    broker_url: null,
    broker_name: null,
    service: null,
    ...overrides,
  };
}

export const ACTIVE = 'api/borrower/loan-application/active';
export const step = (id: number, rest: string) => `api/borrower/loan-application/${id}/${rest}`;

/** The fake API answering the active application. */
export function withActive(api: FakeApi, application: WireApplication | null): FakeApi {
  api.on('GET', ACTIVE, { status: 200, body: envelope(application) });
  return api;
}

/** A Finnish borrower profile with one bank account. */
export const borrowerProfile: Partial<UserProfile> = {
  bank_accounts: [{ id: 7, IBAN: 'FI2112345600000785' }],
};

/** The figures of an approved offer (euros, fractions), as the scoring fills them in. */
export const offerFigures: Partial<WireApplication> = {
  approved: true,
  amount_offered: 5000,
  terms_offered: 60,
  installment_offered: 98.5,
  monthly_fee: 12.5,
  total_installment_offered: 111,
  average_nominal_interest: 0.0666,
  average_effective_annual_interest: 0.0912,
  first_year_total_fee: 150,
};
