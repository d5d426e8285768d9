import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../navigation/paths.ts';
import { useServices } from '../../services/app-services.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { LegacyGreetingPage } from '../legacy/index.ts';
import { legacyLoansQuery } from './queries.ts';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/** /restricted/borrower (exact): replaced by the first legacy loan's page; without one, the greeting. */
export function FirstLegacyLoanRedirect() {
  const { t } = useTranslation();
  const { api } = useServices();
  const loans = useQuery(legacyLoansQuery(api));
  if (loans.isPending) return <PageLoading />;
  if (loans.isError) return <Alert>{t('errors:pageLoad')}</Alert>;
  const first = loans.data[0];
  if (!first) return <LegacyGreetingPage role="borrower" />;
  return <RedirectUnlessLeaving to={PATHS.restrictedFixedRateLoan(first.Reference)} />;
}
