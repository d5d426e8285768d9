import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, makeLegacyDetails } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import {
  LEGACY_USER,
  legacyPortfolioApi,
  PORTFOLIO_PAGE,
  USER_WITH_LEGACY,
} from './test-legacy.ts';

const hashOf = (app: Awaited<ReturnType<typeof renderApp>>) => app.router.state.location.hash;

/** The legacy dashboard has loaded: its figures are on screen. */
const dashboardShown = () => screen.findByText('Free capital');

/** The ids of the sections scrolled into view (jsdom has no scrolling of its own). */
let scrolledTo: string[] = [];
beforeEach(() => {
  scrolledTo = [];
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolledTo.push(this.id);
  });
});

describe('the legacy investor area routes', () => {
  it('replaces /restricted/investor with the first legacy user’s portfolio, keeping the hash', async () => {
    const app = await renderApp({
      path: '/restricted/investor#transactions',
      vault: 'investor',
      api: legacyPortfolioApi(),
    });
    await waitFor(() => expect(pathOf(app)).toBe(PORTFOLIO_PAGE));
    expect(hashOf(app)).toBe('#transactions');
    await dashboardShown();
    await waitFor(() => expect(scrolledTo).toContain('transactions'));
    // Replaced, not pushed: going back does not return to /restricted/investor.
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it('takes the first legacy investor user, not a borrower user listed before it', async () => {
    const api = legacyPortfolioApi();
    api.on('GET', 'api/legacy/personal-details', {
      status: 200,
      body: envelope(
        makeLegacyDetails({
          legacy_users: [
            { legacy_user_id: 5, legacy_role: 'borrower' },
            { legacy_user_id: LEGACY_USER, legacy_role: 'investor' },
            { legacy_user_id: 9, legacy_role: 'investor' },
          ],
        }),
      ),
    });
    const app = await renderApp({ path: '/restricted/investor', vault: 'investor', api });
    await waitFor(() => expect(pathOf(app)).toBe(PORTFOLIO_PAGE));
  });

  it('replaces /restricted/investor/fixed-rate-portfolio without a userId the same way', async () => {
    const app = await renderApp({
      path: '/restricted/investor/fixed-rate-portfolio#withdraw',
      vault: 'investor',
      api: legacyPortfolioApi(),
    });
    await waitFor(() => expect(pathOf(app)).toBe(PORTFOLIO_PAGE));
    expect(hashOf(app)).toBe('#withdraw');
  });

  it('keeps the greeting on /restricted/investor when there is no legacy investor user', async () => {
    const api = legacyPortfolioApi();
    api.on('GET', 'api/legacy/personal-details', {
      status: 200,
      body: envelope(makeLegacyDetails({ legacy_users: [] })),
    });
    const app = await renderApp({ path: '/restricted/investor', vault: 'investor', api });
    await screen.findByRole('heading', { name: 'Hello, Liisa!' });
    expect(pathOf(app)).toBe('/restricted/investor');
    expect(api.calls('GET', 'api/legacy/portfolio')).toHaveLength(0);
  });

  it('shows not found for a userId that is not the user’s', async () => {
    const api = legacyPortfolioApi();
    await renderApp({
      path: '/restricted/investor/fixed-rate-portfolio/123',
      vault: 'investor',
      api,
    });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(api.calls('GET', 'api/legacy/portfolio')).toHaveLength(0);
  });

  it('asks for the portfolio and the transactions of the userId in the path', async () => {
    const api = legacyPortfolioApi();
    await renderApp({ path: PORTFOLIO_PAGE, vault: 'investor', api });
    await dashboardShown();
    expect(api.calls('GET', 'api/legacy/portfolio').map((call) => call.params)).toEqual([
      { legacy_user_id: String(LEGACY_USER) },
    ]);
    await waitFor(() =>
      expect(api.calls('GET', 'api/legacy/transactions').map((call) => call.params)).toEqual([
        { legacy_user_id: String(LEGACY_USER) },
      ]),
    );
  });

  it('opens /dashboard/investor/fixed-rate-portfolio at the signed-in user’s first legacy investor user', async () => {
    const app = await renderApp({
      path: '/dashboard/investor/fixed-rate-portfolio#portfolio',
      vault: 'user',
      profile: {
        legacy_users: [
          { legacy_user_id: 5, legacy_role: 'borrower' },
          { legacy_user_id: LEGACY_USER, legacy_role: 'investor' },
        ],
      },
      api: legacyPortfolioApi(),
    });
    await waitFor(() =>
      expect(pathOf(app)).toBe(`/dashboard/investor/fixed-rate-portfolio/${LEGACY_USER}`),
    );
    expect(hashOf(app)).toBe('#portfolio');
    await dashboardShown();
    await screen.findByRole('heading', { level: 1, name: 'Hello, Maija!' });
  });

  it('shows not found on the dashboard paths for an unknown userId or a user without legacy users', async () => {
    const unknown = await renderApp({
      path: '/dashboard/investor/fixed-rate-portfolio/5',
      vault: 'user',
      profile: USER_WITH_LEGACY,
      api: legacyPortfolioApi(),
    });
    await screen.findByRole('heading', { name: 'Page not found' });
    unknown.unmount();

    const none = await renderApp({
      path: '/dashboard/investor/fixed-rate-portfolio',
      vault: 'user',
      api: legacyPortfolioApi(),
    });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(pathOf(none)).toBe('/dashboard/investor/fixed-rate-portfolio');
  });

  it('opens /dashboard/company/fixed-rate-portfolio at the first legacy account of the user’s companies', async () => {
    const company = {
      id: 12,
      name: 'Oy Yritys Ab',
      business_code: '1234567-8',
      address: null,
      deposits: [],
      bank_accounts: [],
      legacy_companies: [{ legacy_company_id: 80001 }],
      company_documents: [],
    };
    const api = legacyPortfolioApi();
    const app = await renderApp({
      path: '/dashboard/company/fixed-rate-portfolio',
      vault: 'user',
      profile: { companies: [company] },
      api,
    });
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/company/fixed-rate-portfolio/80001'));
    await dashboardShown();
    expect(api.calls('GET', 'api/legacy/portfolio')[0]?.params).toEqual({
      legacy_user_id: '80001',
    });
    app.unmount();

    await renderApp({
      path: `/dashboard/company/fixed-rate-portfolio/${LEGACY_USER}`,
      vault: 'user',
      profile: { companies: [company], ...USER_WITH_LEGACY },
      api,
    });
    await screen.findByRole('heading', { name: 'Page not found' });
  });

  it('redirects /restricted/company/fixed-rate-portfolio/{userId} in a legacy login to its portfolio page', async () => {
    const app = await renderApp({
      path: `/restricted/company/fixed-rate-portfolio/${LEGACY_USER}#transactions`,
      vault: 'investor',
      api: legacyPortfolioApi(),
    });
    await waitFor(() => expect(pathOf(app)).toBe(PORTFOLIO_PAGE));
    expect(hashOf(app)).toBe('#transactions');
    expect(app.router.state.historyAction).toBe('REPLACE');
    await dashboardShown();
  });

  it('sends a signed-in user from the restricted portfolio paths to the same portfolio on the dashboard', async () => {
    const company = {
      id: 12,
      name: 'Oy Yritys Ab',
      business_code: '1234567-8',
      address: null,
      deposits: [],
      bank_accounts: [],
      legacy_companies: [{ legacy_company_id: 80001 }],
      company_documents: [],
    };
    const investor = await renderApp({
      path: `${PORTFOLIO_PAGE}#withdraw`,
      vault: 'user',
      profile: { companies: [company], ...USER_WITH_LEGACY },
      api: legacyPortfolioApi(),
    });
    await waitFor(() =>
      expect(pathOf(investor)).toBe(`/dashboard/investor/fixed-rate-portfolio/${LEGACY_USER}`),
    );
    expect(hashOf(investor)).toBe('#withdraw');
    await dashboardShown();
    investor.unmount();

    const companyPage = await renderApp({
      path: '/restricted/company/fixed-rate-portfolio/80001',
      vault: 'user',
      profile: { companies: [company], ...USER_WITH_LEGACY },
      api: legacyPortfolioApi(),
    });
    await waitFor(() =>
      expect(pathOf(companyPage)).toBe('/dashboard/company/fixed-rate-portfolio/80001'),
    );
    await dashboardShown();
    companyPage.unmount();

    const other = await renderApp({ path: '/restricted/investor', vault: 'user' });
    await waitFor(() => expect(pathOf(other)).toMatch(/^\/dashboard/));
    expect(pathOf(other)).not.toContain('fixed-rate-portfolio');
  });
});
