import { useState } from 'react';
import { Outlet, useOutletContext, useParams } from 'react-router-dom';
import { useProfile } from '../profile/index.ts';
import { NotFoundPage } from '../shell/index.ts';
import {
  contractRedirect,
  representedCompany,
  type ProfileCompany,
} from './represented-company.ts';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/** The company a route under RequiresRepresentedCompany is about. */
export const useOnboardedCompany = () => useOutletContext<ProfileCompany>();

/**
 * The company onboarding pages are for a company the user represents (RequiresProfile has
 * loaded the profile); any other `{companyId}` is not found. Company AML needs no deposits
 * (investor.md §4).
 */
export function RequiresRepresentedCompany() {
  const { companyId } = useParams();
  const profile = useProfile();
  const company = profile.data ? representedCompany(profile.data, companyId) : null;
  if (!company) return <NotFoundPage />;
  return <Outlet context={company} />;
}

/**
 * The company contract needs an unsigned company deposit (investor.md §4). Decided once, on
 * entry: the profile reloaded after signing must not send the page away while it leads on to
 * the company portfolio.
 */
export function RequiresUnsignedCompanyDeposit() {
  const company = useOnboardedCompany();
  const [redirect] = useState(() => contractRedirect(company));
  if (redirect !== null) return <RedirectUnlessLeaving to={redirect} />;
  return <Outlet context={company} />;
}
