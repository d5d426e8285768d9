import type { z } from 'zod';
import type { loanApplication } from '#shared/api/borrower.ts';

export type WireApplication = z.input<typeof loanApplication>;

/** A loan application as the gateway sends it (euros): waiting for consent, via the frame provider. */
export function wireLoanApplication(overrides: Partial<WireApplication> = {}): WireApplication {
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
