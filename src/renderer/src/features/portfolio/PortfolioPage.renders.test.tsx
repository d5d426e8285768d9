import { screen, waitFor } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type * as AddFunds from '../add-funds/index.ts';
import type * as Transactions from '../transactions/index.ts';
import { renderApp } from '../../test/render-app.tsx';
import { holdKpis, portfolioApi, SIGNED_INVESTOR } from './test-portfolio.ts';

const counted = vi.hoisted(() => ({
  addFundsRenders: 0,
  firstCommit: undefined as string[] | undefined,
  /** The queries being fetched at the first commit, before the page's effects. */
  fetchingAtFirstCommit: undefined as string[] | undefined,
}));

/** The ids of the page's sections in the document. */
const sectionIds = () =>
  Array.from(document.querySelectorAll('article > section[id]'), (s) => s.id);

// The add-funds section as it is, counting its renders: it stands for any section of the page.
vi.mock('../add-funds/index.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof AddFunds>();
  function CountedAddFundsSection(props: ComponentProps<typeof actual.AddFundsSection>) {
    counted.addFundsRenders += 1;
    return <actual.AddFundsSection {...props} />;
  }
  return { ...actual, AddFundsSection: CountedAddFundsSection };
});

// The transactions section as it is, noting the page's sections when it is first committed.
vi.mock('../transactions/index.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof Transactions>();
  function WatchedTransactionsSection(props: ComponentProps<typeof actual.TransactionsSection>) {
    const client = useQueryClient();
    useLayoutEffect(() => {
      counted.firstCommit ??= sectionIds();
      counted.fetchingAtFirstCommit ??= client
        .getQueryCache()
        .getAll()
        .filter((query) => query.state.fetchStatus === 'fetching')
        .map((query) => query.queryKey.join(' '));
    }, [client]);
    return <actual.TransactionsSection {...props} />;
  }
  return { ...actual, TransactionsSection: WatchedTransactionsSection };
});

describe('the portfolio page’s sections', () => {
  it('come with the figures and the list first, the sections below them in the render after', async () => {
    await renderApp({
      path: '/dashboard/investor/fair-credit-portfolio/en',
      vault: 'user',
      profile: SIGNED_INVESTOR,
      api: portfolioApi(),
    });
    await waitFor(() => expect(document.getElementById('add-funds')).not.toBeNull());
    expect(counted.firstCommit).toEqual(['portfolio', 'transactions']);
    // The list, the figures and the agreements' status were asked for as the page rendered.
    expect(counted.fetchingAtFirstCommit).toEqual(
      expect.arrayContaining([
        'transactions DEP1 ALL 2025-12-15 2026-01-15',
        'portfolio kpis DEP1 2025-11-30 2026-01-15',
        'investor-contract status',
      ]),
    );
    expect(sectionIds()).toEqual([
      'portfolio',
      'transactions',
      'tax-statement',
      'withdraw',
      'add-funds',
    ]);
  });

  it('are not rendered again when the figures the page keeps as its last view arrive', async () => {
    const api = portfolioApi();
    const kpis = holdKpis(api);
    await renderApp({
      path: '/dashboard/investor/fair-credit-portfolio/en',
      vault: 'user',
      profile: SIGNED_INVESTOR,
      api,
    });
    await waitFor(() => expect(kpis.asked()).toBe(true));
    await waitFor(() => expect(counted.addFundsRenders).toBeGreaterThan(0));
    const before = counted.addFundsRenders;
    kpis.answer();
    expect(await screen.findByText('Portfolio value')).toBeTruthy();
    expect(counted.addFundsRenders).toBe(before);
  });
});
