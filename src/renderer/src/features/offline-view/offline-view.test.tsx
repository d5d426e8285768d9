import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { envelope } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import type { FakeApi } from '../../test/fake-api.ts';
import {
  KPI_ANSWER,
  KPIS_PATH,
  portfolioApi,
  SIGNED_INVESTOR,
  TRANSACTIONS_PATH,
} from '../portfolio/test-portfolio.ts';
import {
  LEGACY_USER,
  legacyPortfolioApi,
  legacyTransactions,
  PORTFOLIO_PAGE as LEGACY_PAGE,
} from '../legacy/test-legacy.ts';

const PAGE = '/dashboard/investor/fair-credit-portfolio';
const DASHBOARD = '/dashboard/investor';
const AS_OF = /^As of \d\d\.\d\d\.\d{4} at \d\d:\d\d: the gateway is not answering/;
const LOAD_FAILED = 'Something went wrong. Please refresh the page.';

const ROW = {
  created: '2026-01-14T08:00:00.000Z',
  from: 'LN16',
  to: 'DEP1',
  amount: 12.34,
  type: 'INTEREST_PAID',
};

/** From now on, every call gets no answer at all (as with Playwright's route.abort()). */
function goOffline(api: FakeApi, paths: string[]) {
  for (const path of paths) api.on('GET', path, { network: true });
}

/** Goes to a page that asks the gateway nothing, then opens `path` afresh. */
async function leaveAndOpen(router: { navigate(to: string): Promise<void> }, path: string) {
  await act(() => router.navigate('/about'));
  await act(() => router.navigate(path));
}

/** A section of the page by its id, once it is there. */
async function section(id: string) {
  const element = await waitFor(() => {
    const found = document.getElementById(id);
    if (!found) throw new Error(`no #${id}`);
    return found;
  });
  return within(element);
}

describe('the fair-credit portfolio without the gateway', () => {
  async function seenOnline() {
    const api = portfolioApi();
    api.on('GET', TRANSACTIONS_PATH, { status: 200, body: envelope([ROW]) });
    const app = await renderApp({ path: PAGE, vault: 'user', profile: SIGNED_INVESTOR, api });
    await (await section('portfolio')).findAllByText('€1 234.50');
    await (await section('transactions')).findByText('LN16');
    await waitFor(() => expect(app.bridge.offline.rememberView).toHaveBeenCalled());
    return { ...app, api };
  }

  it('shows the last figures and transactions, marked with their time, and disables the actions', async () => {
    const { api, router, bridge } = await seenOnline();
    goOffline(api, [KPIS_PATH, TRANSACTIONS_PATH]);

    // The dashboard asks again for the same figures: no answer, so the kept view.
    await leaveAndOpen(router, DASHBOARD);
    expect(await screen.findByText(AS_OF)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Your investments' })).toBeTruthy();
    expect((await section('portfolio')).getByText('€1 234.50')).toBeTruthy();
    expect((await section('portfolio')).getByText('12 34561')).toBeTruthy();
    expect((await section('transactions')).getByText('LN16')).toBeTruthy();
    expect((await section('transactions')).getByText('€12.34')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();

    await leaveAndOpen(router, PAGE);
    expect(await screen.findByText(AS_OF)).toBeTruthy();
    const reason = 'Not available while offline: these need an answer from Vertaislaina.';
    const actions = [
      'Download CSV',
      'Export for Portfolio Performance',
      'Change autoinvest',
      'Tax statement',
      'Withdraw',
    ];
    for (const name of actions) {
      const button = screen.getByRole('button', { name });
      expect(button).toHaveProperty('disabled', true);
      expect(button.getAttribute('aria-describedby')).toBe(screen.getByText(reason).id);
    }
    // No date pickers, filters or "load more": the view is read-only.
    const page = within(screen.getByRole('article'));
    expect(page.queryByRole('combobox')).toBeNull();
    expect(page.queryByRole('button', { name: 'All' })).toBeNull();
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
    expect(bridge.offline.lastView).toHaveBeenCalledWith('deposit:DEP1');
  });

  it('is gone after logout', async () => {
    const { app, api, router, bridge } = await seenOnline();
    await act(() => app.services.session.end());
    goOffline(api, [KPIS_PATH, TRANSACTIONS_PATH]);
    await bridge.vault.storeToken('T2');
    app.services.session.startUser();
    await act(() => router.navigate(PAGE));
    expect(await screen.findByText(/this portfolio has not been seen on this device/)).toBeTruthy();
    expect(screen.queryByText('€1 234.50')).toBeNull();
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
  });

  it('keeps what it saw while the gateway answers, and goes live again when it is back', async () => {
    const { api, router, bridge } = await seenOnline();
    const remembered = vi.mocked(bridge.offline.rememberView).mock.lastCall?.[0];
    expect(remembered).toMatchObject({
      portfolio: 'deposit:DEP1',
      figuresRange: { from: '2025-11-30', to: '2026-01-15' },
      transactions: { range: { from: '2025-12-15', to: '2026-01-15' }, total: 1 },
    });
    goOffline(api, [KPIS_PATH]);
    await leaveAndOpen(router, DASHBOARD);
    await screen.findByText(AS_OF);
    api.on('GET', KPIS_PATH, { status: 200, body: envelope({ ...KPI_ANSWER, free_capital: 99 }) });
    api.on('GET', TRANSACTIONS_PATH, { status: 200, body: envelope([ROW]) });
    await act(() => router.navigate(PAGE));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(document.getElementById('portfolio')?.textContent).toContain('€99.00'),
    );
    expect(screen.queryByText(AS_OF)).toBeNull();
  });
});

describe('the portfolio guards without the gateway', () => {
  it('keep the profile they have when asking for it again gets no answer', async () => {
    const api = portfolioApi();
    const { router, app } = await renderApp({
      path: PAGE,
      vault: 'user',
      profile: SIGNED_INVESTOR,
      api,
    });
    await (await section('portfolio')).findAllByText('€1 234.50');
    goOffline(api, ['api/user', KPIS_PATH, TRANSACTIONS_PATH]);
    const { queryClient } = app.services;
    await act(() => queryClient.invalidateQueries({ queryKey: ['profile'] }));
    await waitFor(() =>
      expect(queryClient.getQueryState(['profile', 'user'])?.status).toBe('error'),
    );
    await leaveAndOpen(router, PAGE);
    expect(await screen.findByText(AS_OF)).toBeTruthy();
  });
});

describe('the legacy portfolio without the gateway', () => {
  it('shows its last figures and rows with its own list, and disables the withdrawal and the tax statement', async () => {
    const api = legacyPortfolioApi(legacyTransactions(3));
    const { router, bridge } = await renderApp({ path: LEGACY_PAGE, vault: 'investor', api });
    await (await section('portfolio')).findByText('€1 234.56');
    await waitFor(() => expect(bridge.offline.rememberView).toHaveBeenCalled());

    goOffline(api, ['api/legacy/portfolio', 'api/legacy/transactions']);
    await leaveAndOpen(router, LEGACY_PAGE);
    expect(await screen.findByText(AS_OF)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/Liisa/);
    expect((await section('portfolio')).getByText('€1 234.56')).toBeTruthy();
    expect((await section('transactions')).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Withdraw' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Tax statement' })).toHaveProperty('disabled', true);
    expect(bridge.offline.lastView).toHaveBeenCalledWith(`legacy:${LEGACY_USER}`);
    expect(screen.queryByText(LOAD_FAILED)).toBeNull();
  });
});
