import type { UserProfile } from '#shared/api/user.ts';

/*
 * The company of the page tests: Saarinen Consulting Oy, as the sandbox persona
 * company-rep-new-company represents it, with the deposits a test gives it.
 */

export type CompanyDeposits = UserProfile['companies'][number]['deposits'];

/** The company's deposit, signed or not. */
export const companyDeposit = (signed: boolean) => ({
  mambu_deposit_id: 'DEP5301',
  has_signed_contract: signed,
  created_at: '2024-05-06T09:00:00Z',
});

/** The profile's fields of a representative of the company alone. */
export const representativeOf = (deposits: CompanyDeposits = []): Partial<UserProfile> => ({
  companies: [
    {
      id: 530,
      name: 'Saarinen Consulting Oy',
      business_code: '1732050-2',
      address: null,
      deposits,
      bank_accounts: [],
      legacy_companies: [],
      company_documents: [],
    },
  ],
});
