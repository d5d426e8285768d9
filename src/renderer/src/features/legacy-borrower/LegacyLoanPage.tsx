import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useServices } from '../../services/app-services.ts';
import { Alert } from '../../ui/Alert.tsx';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { LegacyCustomerServiceBlock, legacyPersonalDetailsQuery } from '../legacy/index.ts';
import { NotFoundPage } from '../shell/index.ts';
import { DebtCollectionNotice } from './DebtCollectionNotice.tsx';
import { LoanInfo } from './LoanInfo.tsx';
import { LoanTypeBanner } from './LoanTypeBanner.tsx';
import { NextInstallment } from './NextInstallment.tsx';
import { OldSystemInfo } from './OldSystemInfo.tsx';
import { PaymentPlan } from './PaymentPlan.tsx';
import { legacyLoansQuery } from './queries.ts';

/** The old platform's name for a loan sent to debt collection (borrower-and-shared.md §4). */
export const DEBT_COLLECTION = 'DEBT_COLLECTION';

/**
 * /restricted/borrower/fixed-rate-loan/{reference}: the greeting, the loan-type banner, then in
 * debt collection only the notice, otherwise the loan info, the next installment and the plan.
 * A reference that is none of the user's loans is not found.
 */
export function LegacyLoanPage() {
  const { t } = useTranslation();
  const { api } = useServices();
  const { reference } = useParams();
  const headingId = useId();
  const details = useQuery(legacyPersonalDetailsQuery(api));
  const loans = useQuery(legacyLoansQuery(api));
  if (details.isPending || loans.isPending) return <PageLoading />;
  if (details.isError || loans.isError) return <Alert>{t('errors:pageLoad')}</Alert>;
  const loan = loans.data.find((candidate) => candidate.Reference === reference);
  if (!loan) return <NotFoundPage />;
  return (
    <article aria-labelledby={headingId}>
      <header>
        <h1 id={headingId}>{t('legacy:greeting', { name: details.data.FirstName })}</h1>
        <p>{t('legacy:borrowerIntro')}</p>
        <OldSystemInfo />
      </header>
      <LoanTypeBanner loan={loan} />
      {loan.loanAccountState === DEBT_COLLECTION ? (
        <DebtCollectionNotice reference={loan.Reference} />
      ) : (
        <>
          <LoanInfo loan={loan} />
          <NextInstallment plan={loan.LoanPlan} />
          <PaymentPlan plan={loan.LoanPlan} legacyUserId={loan.legacy_user_id} />
        </>
      )}
      <LegacyCustomerServiceBlock />
    </article>
  );
}
