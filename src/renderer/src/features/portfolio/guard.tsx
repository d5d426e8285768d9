import { useTranslation } from 'react-i18next';
import { Outlet, useOutletContext } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';
import { signedContractRedirect } from './signed-contract-redirect.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { useProfile } from '../profile/index.ts';
import { investorDeposit, type InvestorDeposit } from '../investor-deposit/index.ts';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/**
 * The portfolio pages need a signed deposit (investor.md §4): a forced AML refill goes to the
 * AML questionnaire; without a signed contract a legacy investor goes to the fixed-rate
 * portfolio, anyone else to onboarding (signed-contract-redirect.ts).
 */
export function RequiresInvestorDeposit() {
  const { t } = useTranslation();
  const profile = useProfile();
  // A profile already loaded is kept when its refetch fails (the offline view needs it).
  const loaded = profile.data;
  if (loaded === undefined) {
    return profile.isError ? <Alert>{t('errors:pageLoad')}</Alert> : <PageLoading />;
  }
  const redirect = signedContractRedirect(loaded);
  if (redirect !== null) return <RedirectUnlessLeaving to={redirect} />;
  const deposit = investorDeposit(loaded);
  if (!deposit) return <RedirectUnlessLeaving to={PATHS.investorOnboarding} />;
  return <Outlet context={deposit} />;
}

/** The deposit of the portfolio pages, from RequiresInvestorDeposit. */
export const useInvestorDeposit = (): InvestorDeposit => useOutletContext<InvestorDeposit>();
