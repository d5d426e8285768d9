import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Outlet, useOutletContext, useParams } from 'react-router-dom';
import { useServices } from '../../services/app-services.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { useScrollToHash } from '../../ui/use-scroll-to-hash.ts';
import { OfflineLegacyPortfolio, useLegacyLastView } from '../offline-view/index.ts';
import { NotFoundPage } from '../shell/index.ts';
import { legacyTaxPortfolio, TaxStatementSection } from '../tax-statement/index.ts';
import { useLoadFailedToast } from '../transactions/index.ts';
import { LegacyCustomerServiceBlock } from './CustomerServiceBlock.tsx';
import { LegacyGreeting } from './LegacyGreeting.tsx';
import { LegacyKpiSection } from './LegacyKpiSection.tsx';
import { LegacyTransactionRows } from './LegacyTransactionRows.tsx';
import { LegacyTransactionsSection } from './LegacyTransactionsSection.tsx';
import { LegacyWithdrawPanel } from './LegacyWithdrawPanel.tsx';
import { portfolioPath, type LegacyPortfolioOwner } from './portfolio-owner.ts';
import { legacyPortfolioQuery, legacyTransactionsQuery } from './queries.ts';
import { useLegacyWithdraw } from './use-legacy-withdraw.ts';
import { useWithdrawPermission } from './use-withdraw-permission.ts';
import { WithdrawNotAllowed } from './WithdrawNotAllowed.tsx';

/** The owner of the portfolios, from the area's route (RestrictedOwner, InvestorOwner, …). */
export const useLegacyOwner = (): LegacyPortfolioOwner => useOutletContext<LegacyPortfolioOwner>();

/** A `{userId}` path segment as a legacy user id, or null when it is not one. */
export function parseUserId(segment: string | undefined): number | null {
  return segment !== undefined && /^\d{1,15}$/.test(segment) ? Number(segment) : null;
}

/**
 * `…/fixed-rate-portfolio/{userId}`: the legacy investor dashboard (investor.md §2). A userId that
 * is not one of the owner's is not found.
 */
export function LegacyPortfolioPage() {
  const owner = useLegacyOwner();
  const userId = parseUserId(useParams().userId);
  if (userId === null || !owner.userIds.includes(userId)) return <NotFoundPage />;
  return <LegacyDashboard key={userId} owner={owner} userId={userId} />;
}

function LegacyDashboard({ owner, userId }: { owner: LegacyPortfolioOwner; userId: number }) {
  const { api } = useServices();
  const headingId = useId();
  const path = portfolioPath(owner.area, userId);
  const portfolio = useQuery(legacyPortfolioQuery(api, userId));
  const withdraw = useLegacyWithdraw(userId, path);
  const permission = useWithdrawPermission(owner);
  useLoadFailedToast(portfolio);
  const lastView = useLegacyLastView(userId, portfolio, legacyTransactionsQuery(api, userId));
  useScrollToHash();
  if (lastView.offline) {
    return (
      <article aria-labelledby={headingId}>
        <LegacyGreeting firstName={owner.firstName} offer="plain" headingId={headingId} />
        <OfflineLegacyPortfolio
          state={lastView}
          withdraw={!owner.withdrawHidden}
          Rows={LegacyTransactionRows}
        />
      </article>
    );
  }
  return (
    <article aria-labelledby={headingId}>
      <LegacyGreeting firstName={owner.firstName} offer={owner.offer} headingId={headingId} />
      {portfolio.isPending ? <PageLoading /> : null}
      {portfolio.data ? (
        <>
          <LegacyKpiSection portfolio={portfolio.data} userId={userId} />
          <LegacyTransactionsSection userId={userId} startTime={portfolio.data.StartTime} />
          <TaxStatementSection portfolio={legacyTaxPortfolio(owner, userId)} />
          {owner.withdrawHidden ? null : permission === 'allowed' ? (
            <LegacyWithdrawPanel
              key={withdraw.round}
              freeCapitalCents={portfolio.data.FreeCapital}
              outcome={withdraw.outcome}
              onRequest={withdraw.request}
              onDone={withdraw.done}
            />
          ) : (
            <WithdrawNotAllowed permission={permission} />
          )}
        </>
      ) : null}
      <LegacyCustomerServiceBlock />
      {!owner.withdrawHidden && permission === 'allowed' ? (
        <Outlet context={withdraw.dialog} />
      ) : null}
    </article>
  );
}
