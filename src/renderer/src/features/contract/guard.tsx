import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet } from 'react-router-dom';
import type { UserProfile } from '#shared/api/user.ts';
import { PATHS } from '../../app/paths.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { useProfile } from '../profile/index.ts';
import { unsignedDeposit } from './unsigned-deposit.ts';

/**
 * Decided once, on entry: a profile reloaded after signing must not send the page to the
 * dashboard while it is leading on to the portfolio.
 */
function OnEntry({ profile }: { profile: UserProfile }) {
  const [allowed] = useState(() => unsignedDeposit(profile) !== null);
  if (!allowed) return <Navigate to={PATHS.dashboard} replace />;
  return <Outlet />;
}

/**
 * The contract screen only with a deposit still unsigned (investor.md §4); anyone else goes to
 * the dashboard.
 */
export function RequiresUnsignedDeposit() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) return <Alert>{t('errors:pageLoad')}</Alert>;
  return <OnEntry profile={profile.data} />;
}
