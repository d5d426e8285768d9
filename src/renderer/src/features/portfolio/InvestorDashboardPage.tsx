import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TransactionsSection } from '../transactions/index.ts';
import { KpiSection } from './KpiSection.tsx';
import { useInvestorDeposit } from './guard.tsx';
import { useScrollToHash } from './use-scroll-to-hash.ts';

/** /dashboard/investor: the KPIs and the transactions, without the CSV button (investor.md §2). */
export function InvestorDashboardPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const deposit = useInvestorDeposit();
  useScrollToHash();
  return (
    <article className="page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('portfolio:dashboard.title')}</h1>
      <KpiSection deposit={deposit} withChart={false} />
      <TransactionsSection depositId={deposit.id} showCsv={false} />
    </article>
  );
}
