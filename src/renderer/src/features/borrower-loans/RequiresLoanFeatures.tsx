import { Navigate, Outlet } from 'react-router-dom';
import { PATHS } from '../../app/paths.ts';
import { canUseLoans, useProfileFlags } from '../profile/index.ts';

/**
 * Loan features are for nationality FI and users who are not foreign-verified
 * (borrower-and-shared.md §1, §6): anyone else goes to the investor dashboard (not to
 * /dashboard, which sends users without a signed contract here).
 */
export function RequiresLoanFeatures() {
  const flags = useProfileFlags();
  if (flags === null) return null;
  if (!canUseLoans(flags)) return <Navigate to={PATHS.investorDashboard} replace />;
  return <Outlet />;
}
