import type { UserProfile } from '#shared/api/user.ts';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import type { InvestorDeposit } from '../investor-deposit/index.ts';

type Company = UserProfile['companies'][number];

/** Where a company page of `companyId` leads (investor.md §2, §4 Access guards). */
export type CompanyPortfolio =
  /** Not one of the user's companies. */
  | { kind: 'unknown' }
  /** No deposit yet: the company AML creates it. */
  | { kind: 'aml' }
  /** A deposit whose contract is not signed yet. */
  | { kind: 'contract' }
  | { kind: 'portfolio'; company: Company; deposit: InvestorDeposit };

/**
 * The company's portfolio: its first deposit with a signed contract, the KPI start following
 * its first deposit account, as for a person's portfolio (portfolio/investor-deposit.ts).
 */
export function companyPortfolio(
  profile: Pick<UserProfile, 'companies'>,
  companyId: string,
): CompanyPortfolio {
  const company = profile.companies.find((candidate) => String(candidate.id) === companyId);
  if (!company) return { kind: 'unknown' };
  const first = company.deposits[0];
  if (!first) return { kind: 'aml' };
  const signed = company.deposits.find((deposit) => deposit.has_signed_contract);
  if (!signed) return { kind: 'contract' };
  return {
    kind: 'portfolio',
    company,
    deposit: {
      id: signed.mambu_deposit_id,
      companyId: company.id,
      firstCreatedOn: helsinkiToday(new Date(first.created_at)),
    },
  };
}
