import type { UserProfile } from '#shared/api/user.ts';
import { PATHS } from '../../navigation/paths.ts';

/**
 * Where /dashboard leads (investor.md §2 Dashboard area, issue 8): a signed contract and a loan
 * stay on /dashboard; a signed contract without a loan goes to the investor dashboard; anyone
 * else to the borrower dashboard. Null: stay.
 */
export function dashboardDestination(
  profile: Pick<UserProfile, 'deposits' | 'loans'>,
): string | null {
  const signed = profile.deposits.some((deposit) => deposit.has_signed_contract);
  if (signed && profile.loans.length > 0) return null;
  if (signed) return PATHS.investorDashboard;
  return PATHS.borrowerDashboard;
}
