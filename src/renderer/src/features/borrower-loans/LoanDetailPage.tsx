import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { LoanProduct } from '#shared/domain/finance/index.ts';
import { PATHS } from '../../navigation/paths.ts';
import { useServices } from '../../services/app-services.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { useHelsinkiToday } from '../../ui/date-range/index.ts';
import { useScrollToHash } from '../../ui/use-scroll-to-hash.ts';
import { DebtCollectionNotice } from './DebtCollectionNotice.tsx';
import { LoanSummary } from './LoanSummary.tsx';
import { NEXT_INSTALMENT_ANCHOR, NextInstalment } from './NextInstalment.tsx';
import { PaymentPlan } from './PaymentPlan.tsx';
import { RateChart } from './RateChart.tsx';
import { DEBT_COLLECTION, showsUnpaidBanner } from './loan-state.ts';
import { borrowerLoanQuery } from './queries.ts';

/**
 * A loan's detail (/dashboard/borrower/fair-credit-loan/{id} and /fixed-rate-loan/{id}): the
 * unpaid-installment banner, the summary, the next installment (`#next-installment`), the
 * payment plan and, for the reducing product, the rate path. In debt collection only the
 * debt-collection screen.
 */
export function LoanDetailPage({ product }: { product: LoanProduct }) {
  const { t } = useTranslation();
  const { api } = useServices();
  const { mambuLoanId = '' } = useParams();
  const today = useHelsinkiToday();
  const loan = useQuery(borrowerLoanQuery(api, mambuLoanId));
  useScrollToHash();
  if (loan.isPending) return <PageLoading />;
  if (loan.isError) {
    return (
      <article>
        <Alert>{t('errors:pageLoad')}</Alert>
      </article>
    );
  }
  if (loan.data.loanAccountState === DEBT_COLLECTION) {
    return <DebtCollectionNotice loan={loan.data} />;
  }
  return (
    <article>
      <Link to={PATHS.borrowerDashboard}>{t('borrower:detail.back')}</Link>
      <h1>{t('borrower:detail.title', { id: loan.data.mambu_loan_id })}</h1>
      <p>{t(`borrower:detail.product.${product}`)}</p>
      {showsUnpaidBanner(loan.data, today) ? (
        <Alert tone="warning">
          {t('borrower:detail.unpaid')}{' '}
          <Link to={`#${NEXT_INSTALMENT_ANCHOR}`}>{t('borrower:detail.unpaidLink')}</Link>
        </Alert>
      ) : null}
      <LoanSummary loan={loan.data} />
      <NextInstalment loan={loan.data} />
      {product === 'reducing' ? <RateChart loan={loan.data} /> : null}
      <PaymentPlan instalments={loan.data.instalments} />
    </article>
  );
}
