import type { UserProfile } from '#shared/api/user.ts';
import type { InvestorDeposit } from '../investor-deposit/index.ts';

/**
 * The bank account a withdrawal goes to (investor.md §5: IBAN required): the user's own for
 * their deposit, the company's for a company deposit; null when the profile has none.
 */
export function depositIban(
  profile: Pick<UserProfile, 'bank_accounts' | 'companies'>,
  deposit: Pick<InvestorDeposit, 'companyId'>,
): string | null {
  const accounts =
    deposit.companyId === null
      ? profile.bank_accounts
      : (profile.companies.find((company) => company.id === deposit.companyId)?.bank_accounts ??
        []);
  return accounts[0]?.IBAN ?? null;
}
