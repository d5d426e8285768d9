import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { LegacyRole } from '#shared/bridge.ts';
import { useServices } from '../../services/app-services.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { legacyPersonalDetailsQuery } from './queries.ts';

/**
 * /restricted/borrower of a legacy login without old loans, and /restricted/investor of one
 * without an investor user: the legacy area's greeting. An old loan is legacy-borrower's
 * LegacyLoanPage; an investor user's fixed-rate portfolio is LegacyPortfolioPage.
 */
export function LegacyGreetingPage({ role }: { role: LegacyRole }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const details = useQuery(legacyPersonalDetailsQuery(api));
  return (
    <section>
      {details.isPending ? <PageLoading /> : null}
      {details.isError ? <Alert>{t('errors:pageLoad')}</Alert> : null}
      {details.data ? (
        <>
          <h1>{t('legacy:greeting', { name: details.data.FirstName })}</h1>
          <p>{t(role === 'borrower' ? 'legacy:borrowerIntro' : 'legacy:investorIntro')}</p>
        </>
      ) : null}
    </section>
  );
}
