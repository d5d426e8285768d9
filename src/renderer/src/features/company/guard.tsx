import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { useProfile } from '../profile/index.ts';
import { NotFoundPage } from '../shell/index.ts';
import { companyPortfolio } from './company-portfolio.ts';
import { JointSigningNotice } from './JointSigningNotice.tsx';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/**
 * The company pages (/dashboard/company/{companyId}/…) need one of the user's companies with a
 * signed deposit: an unknown company is not found; without a deposit the company AML comes
 * first, with an unsigned one the company contract. The pages get the company's deposit as the
 * portfolio pages' outlet context, so PortfolioPage shows the company's portfolio.
 */
export function RequiresCompanyDeposit() {
  const { t } = useTranslation();
  const profile = useProfile();
  const { companyId = '' } = useParams();
  if (profile.isPending) return <PageLoading />;
  if (profile.isError) return <Alert>{t('errors:pageLoad')}</Alert>;
  const portfolio = companyPortfolio(profile.data, companyId);
  switch (portfolio.kind) {
    case 'unknown':
      return <NotFoundPage />;
    case 'aml':
      return <RedirectUnlessLeaving to={PATHS.companyAml(companyId)} />;
    case 'contract':
      return <RedirectUnlessLeaving to={PATHS.companyContract(companyId)} />;
    case 'portfolio':
      return (
        <>
          <JointSigningNotice businessCode={portfolio.company.business_code} />
          <Outlet context={portfolio.deposit} />
        </>
      );
  }
}
