import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useParams } from 'react-router-dom';
import { useServices } from '../../services/app-services.ts';
import { legacyCanBeOnboardedAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { useProfile } from '../profile/index.ts';
import { NotFoundPage } from '../shell/index.ts';
import { LegacyGreetingPage } from './LegacyGreetingPage.tsx';
import { parseUserId, useLegacyOwner } from './LegacyPortfolioPage.tsx';
import {
  companyOwner,
  investorOwner,
  portfolioPath,
  restrictedOwner,
  type LegacyPortfolioOwner,
} from './portfolio-owner.ts';
import { legacyPersonalDetailsQuery } from './queries.ts';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/** The owner's loading and failure, then its portfolio routes with the owner as their context. */
function OwnerOutlet({ owner, pending }: { owner: LegacyPortfolioOwner | null; pending: boolean }) {
  const { t } = useTranslation();
  // An owner already known is kept when a refetch fails (the offline view needs it).
  if (owner) return <Outlet context={owner} />;
  if (pending) return <PageLoading />;
  return <Alert>{t('errors:pageLoad')}</Alert>;
}

/** /restricted/investor: a legacy session, its users from `api/legacy/personal-details`. */
export function RestrictedOwner() {
  const { api } = useServices();
  const details = useQuery(legacyPersonalDetailsQuery(api));
  const canBeOnboarded = useAtomValue(legacyCanBeOnboardedAtom);
  const owner = details.data ? restrictedOwner(details.data, canBeOnboarded) : null;
  return <OwnerOutlet owner={owner} pending={details.isPending} />;
}

/** /dashboard/investor/fixed-rate-portfolio: a signed-in user's own legacy investor users. */
export function InvestorOwner() {
  const profile = useProfile();
  const owner = profile.data ? investorOwner(profile.data) : null;
  return <OwnerOutlet owner={owner} pending={profile.isPending} />;
}

/** /dashboard/company/fixed-rate-portfolio: the legacy accounts of the user's companies. */
export function CompanyOwner() {
  const profile = useProfile();
  const userId = parseUserId(useParams().userId);
  const owner = profile.data ? companyOwner(profile.data, userId) : null;
  return <OwnerOutlet owner={owner} pending={profile.isPending} />;
}

/**
 * A portfolio path without a userId: replaced by the first legacy user's portfolio, keeping the
 * hash (investor.md §2). Without any, the legacy area keeps its greeting; elsewhere not found.
 */
export function FirstPortfolioRedirect() {
  const owner = useLegacyOwner();
  const { hash } = useLocation();
  const first = owner.userIds[0];
  if (first === undefined) {
    return owner.area === 'restricted' ? <LegacyGreetingPage role="investor" /> : <NotFoundPage />;
  }
  return <RedirectUnlessLeaving to={{ pathname: portfolioPath(owner.area, first), hash }} />;
}
