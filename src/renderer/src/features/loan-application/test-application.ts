import type { UserProfile } from '#shared/api/user.ts';
import type { FakeApi } from '../../test/fake-api.ts';
import { envelope } from '../../test/fixtures.ts';
import { wireLoanApplication, type WireApplication } from '../../test/loan-application.ts';

export type { WireApplication };
/** A loan application as the gateway sends it (euros): waiting for consent, via the frame provider. */
export const makeApplication = wireLoanApplication;

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
