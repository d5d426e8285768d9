import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { AddFundsSection } from '../add-funds/index.ts';
import { AutoinvestToggle } from '../autoinvest/index.ts';
import { UpdatedAgreements } from '../contract/index.ts';
import { TaxStatementSection } from '../tax-statement/index.ts';
import { TransactionsSection } from '../transactions/index.ts';
import { Walkthrough, WelcomeModal } from '../walkthrough/index.ts';
import { WithdrawSection } from '../withdraw/index.ts';
import { IdleMoneyNotice } from '../idle-money/index.ts';
import { KpiSection } from './KpiSection.tsx';
import { useFirstRequestsOnRender } from './use-first-requests.ts';
import { OfflineDepositPortfolio, useDepositLastView } from '../offline-view/index.ts';
import {
  useDepositPermission,
  type DepositPermission,
  type InvestorDeposit,
} from '../investor-deposit/index.ts';
import { useInvestorDeposit } from './guard.tsx';
import { useDeferredMount } from '../../ui/use-deferred-mount.ts';
import { useScrollToHash } from '../../ui/use-scroll-to-hash.ts';

/**
 * The investor's portfolio (investor.md §2), in two forms:
 * - `dashboard` (/dashboard/investor): the figures and the transactions, without the CSV button;
 * - `portfolio` (/dashboard/investor/fair-credit-portfolio): the figures with the chart, the
 *   transactions with their CSV, and the bank details for adding funds.
 */
export function PortfolioPage({ variant }: { variant: 'dashboard' | 'portfolio' }) {
  const { t } = useTranslation();
  const deposit = useInvestorDeposit();
  const permission = useDepositPermission(deposit);
  const lastView = useDepositLastView(deposit);
  // The first screen (the title and the figures) and the list, whose request leaves as it
  // renders, come in the first commit; the sections further down in the background render
  // after it, so that the list's first rows wait neither for their layout nor their effects.
  const belowTheFold = useDeferredMount();
  useScrollToHash(belowTheFold);
  const full = variant === 'portfolio';
  const title = t(full ? 'portfolio:page.title' : 'portfolio:dashboard.title');
  if (lastView.offline) {
    return <OfflineDepositPortfolio state={lastView} title={title} withActions={full} />;
  }
  return (
    <LivePortfolio
      deposit={deposit}
      permission={permission}
      full={full}
      title={title}
      belowTheFold={belowTheFold}
    />
  );
}

interface LivePortfolioProps {
  deposit: InvestorDeposit;
  permission: DepositPermission;
  full: boolean;
  title: string;
  /** The sections below the first screen are rendered. */
  belowTheFold: boolean;
}

/**
 * The live page's sections, memoised: the page above re-renders whenever the figures or the
 * list it keeps as the last view arrive, and each section already follows its own data, so
 * re-rendering them all with it would only repeat their work (a long task per answer).
 */
const LivePortfolio = memo(function LivePortfolio({
  deposit,
  permission,
  full,
  title,
  belowTheFold,
}: LivePortfolioProps) {
  useFirstRequestsOnRender(deposit);
  const headingId = useId();
  return (
    <article aria-labelledby={headingId}>
      <h1 id={headingId}>{title}</h1>
      {deposit.companyId === null ? <UpdatedAgreements /> : null}
      <KpiSection deposit={deposit} withChart={full} />
      {belowTheFold && full ? (
        <>
          <IdleMoneyNotice deposit={deposit} />
          <AutoinvestToggle deposit={deposit} permission={permission} />
        </>
      ) : null}
      <TransactionsSection depositId={deposit.id} showCsv={full} />
      {belowTheFold ? (
        <>
          {full ? <TaxStatementSection portfolio={{ kind: 'deposit', deposit }} /> : null}
          {full ? <WithdrawSection deposit={deposit} /> : null}
          {full ? (
            <AddFundsSection companyDepositId={deposit.companyId === null ? null : deposit.id} />
          ) : null}
          <Outlet context={deposit} />
          {/* Both forms: signing the contract leads to the portfolio (investor.md §4). */}
          <WelcomeModal />
          <Walkthrough deposit={deposit} />
        </>
      ) : null}
    </article>
  );
});
