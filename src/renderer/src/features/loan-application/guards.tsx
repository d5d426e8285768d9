import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import type { UserProfile } from '#shared/api/user.ts';
import { PATHS } from '../../navigation/paths.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { useProfile, useProfileFlags } from '../profile/index.ts';
import { useActiveApplication } from './use-application.ts';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/** §6: non-FI nationals are sent to /dashboard. */
export function RequiresFinnishNational() {
  const flags = useProfileFlags();
  if (!flags) return <PageLoading />;
  if (flags.nationality !== 'FI') return <RedirectUnlessLeaving to={PATHS.dashboard} />;
  return <Outlet />;
}

/**
 * §6, as written: the borrower route is open only if the user has loans, or the profile is not
 * loaded, or the user is a legacy borrower; anyone else is sent to the loan application.
 */
export function borrowerRouteOpen(
  profile: Pick<UserProfile, 'loans' | 'legacy_users'> | undefined,
): boolean {
  if (profile === undefined) return true;
  if (profile.loans.length > 0) return true;
  return profile.legacy_users.some((user) => user.legacy_role === 'borrower');
}

export function RequiresLoansOrLegacyBorrower() {
  const profile = useProfile();
  if (!borrowerRouteOpen(profile.data)) return <RedirectUnlessLeaving to={PATHS.loanApplication} />;
  return <Outlet />;
}

/** §6: aisp-rejected and ccis need an application (id not 0); without one, the start. */
export function RequiresApplication() {
  const { t } = useTranslation();
  const application = useActiveApplication();
  if (application.isPending) return <PageLoading />;
  if (application.isError) return <Alert>{t('errors:pageLoad')}</Alert>;
  if (!application.data || application.data.id === 0) {
    return <RedirectUnlessLeaving to={PATHS.loanApplication} />;
  }
  return <Outlet />;
}

/** §6: choose-bank only for an application whose service is neonomics; else the start. */
export function RequiresBankChoice() {
  const { t } = useTranslation();
  const application = useActiveApplication();
  if (application.isPending) return <PageLoading />;
  if (application.isError) return <Alert>{t('errors:pageLoad')}</Alert>;
  if (application.data?.service !== 'neonomics') {
    return <RedirectUnlessLeaving to={PATHS.loanApplication} />;
  }
  return <Outlet />;
}
