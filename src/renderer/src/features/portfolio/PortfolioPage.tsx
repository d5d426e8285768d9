import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AddFundsSection } from '../add-funds/index.ts';
import { TransactionsSection } from '../transactions/index.ts';
import { KpiSection } from './KpiSection.tsx';
import { useInvestorDeposit } from './guard.tsx';
import { useScrollToHash } from './use-scroll-to-hash.ts';

/**
 * /dashboard/investor/fair-credit-portfolio: the KPIs with the chart, the transactions with
 * their CSV, and the bank details for adding funds.
 */
export function PortfolioPage() {
  const { t } = useTranslation();
  const headingId = useId();
  const deposit = useInvestorDeposit();
  useScrollToHash();
  return (
    <article className="page" aria-labelledby={headingId}>
      <h1 id={headingId}>{t('portfolio:page.title')}</h1>
      <KpiSection deposit={deposit} withChart />
      <TransactionsSection depositId={deposit.id} showCsv />
      <AddFundsSection />
    </article>
  );
}
