import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import type { InvestorAgreements } from '#shared/api/documents.ts';
import type { UserProfile } from '#shared/api/user.ts';
import { PATHS } from '../../navigation/paths.ts';
import { useServices } from '../../services/app-services.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { useProfile } from '../profile/index.ts';
import { investorAgreementsQuery } from './queries.ts';
import { contractToSign, unsignedDeposit } from './unsigned-deposit.ts';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/**
 * Decided once, on entry: a profile reloaded after signing must not send the page to the
 * dashboard while it is leading on to the portfolio.
 */
function OnEntry({
  profile,
  agreements,
}: {
  profile: UserProfile;
  agreements: InvestorAgreements | undefined;
}) {
  const [allowed] = useState(() => contractToSign(profile, agreements) !== null);
  if (!allowed) return <RedirectUnlessLeaving to={PATHS.dashboard} />;
  return <Outlet />;
}

/**
 * The contract screen only with a deposit still unsigned (investor.md §4), or, when the
 * agreements' status (GET api/document/tac-investor-contract/status) says the signed investor
 * contract is not the latest, to sign the latest; anyone else goes to the dashboard. A failed
 * status leaves the first rule alone.
 */
export function RequiresUnsignedDeposit() {
  const { t } = useTranslation();
  const { api } = useServices();
  const profile = useProfile();
  // Asked only when no deposit is unsigned: onboarding's own case needs no status. Decided on
  // entry like the rest, so the profile reloaded after signing does not unmount the page.
  const [entry] = useState(() => profile.data);
  const first = entry ?? profile.data;
  const needsStatus = first !== undefined && unsignedDeposit(first) === null;
  const agreements = useQuery({ ...investorAgreementsQuery(api), enabled: needsStatus });
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) return <Alert>{t('errors:pageLoad')}</Alert>;
  if (needsStatus && agreements.isPending) return <PageLoading />;
  return <OnEntry profile={profile.data} agreements={agreements.data} />;
}
