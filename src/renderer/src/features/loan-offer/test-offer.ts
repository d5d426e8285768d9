import type { UserProfile } from '#shared/api/user.ts';
import { envelope } from '../../test/fixtures.ts';
import { wireLoanApplication, type WireApplication } from '../../test/loan-application.ts';
import { createFakeApi } from '../../test/fake-api.ts';
import { createManualClock } from '../../test/manual-clock.ts';

/** The manual clock's start, the "now" of every test. */
export const NOW = createManualClock().now();
const DAY = 24 * 60 * 60 * 1000;

export const APPLICATION_ID = 42;
export const ACTIVE = 'api/borrower/loan-application/active';
export const PATCH_PATH = `api/borrower/loan-application/${APPLICATION_ID}`;
export const CONTRACT_PATH = `api/document/borrower/${APPLICATION_ID}`;
export const SIGN_PATH = 'api/borrower/loan';
export const STEP = (step: string) => `/dashboard/borrower/loan-application/${step}`;

/** A plan row as the gateway writes it (euros, an ISO date), month `index` from Feb 2026. */
export function planRow(index: number, firstDay = 1) {
  const month = new Date(Date.UTC(2026, 1 + index, firstDay));
  return {
    dueDate: month.toISOString().slice(0, 10),
    totalDue: 257.9,
    interest: 0.079,
    fees: 15,
    principalAmount: 210 + index,
    interestAmount: (3290 - index * 10) / 100,
  };
}

export const plan = (rows: number, firstDay = 1) =>
  Array.from({ length: rows }, (_, index) => planRow(index, firstDay));

export const OWN_ACCOUNTS = [
  { id: 7, IBAN: 'FI21 1234 5600 0007 85' },
  { id: 8, IBAN: 'FI37 1590 3000 0007 76' },
];

/** An approved application with an offer of 5 000 € + a 150 € first-year fee, created a day ago. */
export function wireApplication(overrides: Partial<WireApplication> = {}) {
  return wireLoanApplication({
    id: APPLICATION_ID,
    user: { id: 1, bank_accounts: OWN_ACCOUNTS },
    terms: 24,
    amount_offered: 5000,
    terms_offered: 24,
    installment_offered: 228.4,
    monthly_fee: 12.5,
    total_installment_offered: 240.9,
    average_nominal_interest: 0.079,
    average_effective_annual_interest: 0.1127,
    first_year_total_fee: 150,
    payment_plan: plan(24),
    approved: true,
    due_date: 1,
    bank_account_id: 7,
    created_at: new Date(NOW - DAY).toISOString(),
    updated_at: new Date(NOW - DAY).toISOString(),
    state: null,
    is_checked_ccis: true,
    ...overrides,
  });
}

/** A fake API answering the active application (`null` for none). */
export function offerApi(
  application: ReturnType<typeof wireApplication> | null = wireApplication(),
) {
  const api = createFakeApi();
  api.on('GET', ACTIVE, { status: 200, body: envelope(application) });
  return api;
}

/** The profile's own accounts, and a company's that must never be offered. */
export const profileWithCompanyAccounts: Partial<UserProfile> = {
  bank_accounts: [{ id: 9, IBAN: 'FI49 5000 9420 0287 30' }],
  companies: [
    {
      id: 3,
      name: 'Oy Yritys Ab',
      business_code: '1234567-8',
      address: null,
      deposits: [],
      bank_accounts: [{ id: 10, IBAN: 'FI79 4006 1020 0088 01' }],
      legacy_companies: [],
      company_documents: [],
    },
  ],
};
