import type { UserProfile } from '#shared/api/user.ts';
import { PATHS } from '../../navigation/paths.ts';

/**
 * Where a signed-in user's investor onboarding stands (investor.md §4 Investor onboarding and
 * Access guards): identification is behind them (they are signed in), so a forced AML refill or
 * no deposit yet is the questionnaire, an unsigned deposit the contract, a signed one the
 * portfolio.
 */
export function investorOnboardingStep(
  profile: Pick<UserProfile, 'force_aml_fill_in' | 'deposits'>,
): string {
  if (profile.force_aml_fill_in) return PATHS.investorAml;
  if (profile.deposits.some((deposit) => deposit.has_signed_contract)) {
    return PATHS.investorPortfolio;
  }
  return profile.deposits.length === 0 ? PATHS.investorAml : PATHS.investorContract;
}
