import type { UserProfile } from '#shared/api/user.ts';
import { PATHS } from '../../navigation/paths.ts';

/**
 * Where an investor page sends a user instead (investor.md §4 Access guards), or null to show
 * it: a forced AML fill-in goes to the questionnaire; without a signed contract a legacy
 * investor goes to the fixed-rate portfolio and anyone else to investor onboarding (which leads
 * to AML and the contract).
 */
export function signedContractRedirect(
  profile: Pick<UserProfile, 'force_aml_fill_in' | 'deposits' | 'legacy_users'>,
): string | null {
  if (profile.force_aml_fill_in) return PATHS.investorAml;
  if (profile.deposits.some((deposit) => deposit.has_signed_contract)) return null;
  const legacyInvestor = profile.legacy_users.find((user) => user.legacy_role === 'investor');
  if (legacyInvestor) return PATHS.fixedRatePortfolio(legacyInvestor.legacy_user_id);
  return PATHS.investorOnboarding;
}
