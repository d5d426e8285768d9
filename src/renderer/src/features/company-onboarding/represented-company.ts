import type { UserProfile } from '#shared/api/user.ts';
import { PATHS } from '../../navigation/paths.ts';

export type ProfileCompany = UserProfile['companies'][number];

/** The company of the route's `{companyId}` among those the user represents, else null. */
export function representedCompany(
  profile: Pick<UserProfile, 'companies'>,
  companyId: string | undefined,
): ProfileCompany | null {
  return profile.companies.find((company) => String(company.id) === companyId) ?? null;
}

/**
 * Where the company contract sends a company that has nothing to sign (investor.md §4: the
 * company contract needs an unsigned deposit): to its AML questionnaire before any deposit, to
 * its portfolio once every deposit is signed; null when a deposit is still unsigned.
 */
export function contractRedirect(company: ProfileCompany): string | null {
  if (company.deposits.length === 0) return PATHS.companyAml(company.id);
  if (company.deposits.every((deposit) => deposit.has_signed_contract)) {
    return PATHS.companyPortfolio(company.id);
  }
  return null;
}
