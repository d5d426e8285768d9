import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCents } from '#shared/domain/format.ts';
import { useServices } from '../../services/app-services.ts';
import { languageAtom } from '../../state/atoms.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { LoanList } from './LoanList.tsx';
import { allLoansAmountLeftQuery } from './queries.ts';
import styles from './borrower-loans.module.css';

/**
 * The borrower's loans (GET api/borrower/dashboard/all-loans-amount-left): the total loan amount
 * left and the list. `headingLevel` fits it under the page's own heading.
 */
export function LoansOverview({ headingLevel }: { headingLevel: 'h1' | 'h2' }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const language = useAtomValue(languageAtom);
  const headingId = useId();
  const overview = useQuery(allLoansAmountLeftQuery(api));
  const Heading = headingLevel;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId}>{t('borrower:heading')}</Heading>
      {overview.isPending ? <PageLoading /> : null}
      {overview.isError ? <Alert>{t('errors:pageLoad')}</Alert> : null}
      {overview.data ? (
        <>
          <dl className={styles.figures}>
            <div>
              <dt>{t('borrower:totalLeft')}</dt>
              <dd>{formatCents(overview.data.total_loan_amount_left, language)}</dd>
            </div>
          </dl>
          <LoanList loans={overview.data.loans} />
        </>
      ) : null}
    </section>
  );
}
