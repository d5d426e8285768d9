import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NBSP } from '#shared/domain/format.ts';
import { envelope } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import {
  DEPOSIT,
  holdKpis,
  KPI_ANSWER,
  KPIS_PATH,
  portfolioApi,
  SIGNED_INVESTOR,
  TRANSACTIONS_PATH,
} from './test-portfolio.ts';

const PAGE = '/dashboard/investor/fair-credit-portfolio';

/** The list's own range: one month back from the manual clock's today. */
const isListRequest = (params: unknown) =>
  typeof params === 'object' &&
  params !== null &&
  'from_date' in params &&
  params.from_date === '2025-12-15';

/** The KPI list as label → value. */
async function figures(): Promise<Record<string, string | undefined>> {
  const section = document.getElementById('portfolio');
  if (!section) throw new Error('no #portfolio');
  await waitFor(() =>
    expect(section.querySelector('dl')?.textContent).toMatch(/Portfolio value|Salkun arvo/),
  );
  return Object.fromEntries(
    Array.from(section.querySelectorAll('dl > div'), (row): [string, string | undefined] => [
      row.querySelector('dt')?.textContent ?? '',
      row.querySelector('dd')?.textContent,
    ]),
  );
}

const kpiRequests = (api: ReturnType<typeof portfolioApi>) =>
  api.requests.filter((request) => request.path === KPIS_PATH).map((request) => request.params);

describe('the fair-credit portfolio page', () => {
  it('shows every KPI in English: amounts, count, percentages from fractions, reference', async () => {
    const api = portfolioApi();
    await renderApp({ path: PAGE, vault: 'user', profile: SIGNED_INVESTOR, api });
    expect(await figures()).toEqual({
      'Portfolio value': `€23${NBSP}745.25`,
      'Total value': `€1${NBSP}234${NBSP}567.89`,
      'Free capital': `€1${NBSP}234.50`,
      'Active investments': `€22${NBSP}510.75`,
      'Number of active investments': '412',
      Deposits: `€25${NBSP}000.00`,
      Withdrawals: `€1${NBSP}500.25`,
      'Repaid capital': `€9${NBSP}876.54`,
      'Interest paid': `€1${NBSP}520.10`,
      'Fees paid': '€87.60',
      'Credit losses': '€310.40',
      'Average annual return since start': '5.23%',
      'Portfolio growth': 'Not available',
      'Reference number': '12 34561',
    });
  });

  it('shows the KPIs in Finnish: comma decimals and the euro sign after', async () => {
    const api = portfolioApi({
      ...KPI_ANSWER,
      sellable_capital: 5000.5,
      portfolio_growth: -0.0125,
    });
    await renderApp({ path: `${PAGE}/fi`, vault: 'user', profile: SIGNED_INVESTOR, api });
    const shown = await figures();
    expect(shown['Salkun arvo']).toBe(`23${NBSP}745,25${NBSP}€`);
    expect(shown['Myytävissä oleva pääoma']).toBe(`5${NBSP}000,50${NBSP}€`);
    expect(shown['Keskimääräinen vuosituotto alusta']).toBe(`5,23${NBSP}%`);
    expect(shown['Salkun kasvu']).toBe(`-1,25${NBSP}%`);
  });

  it('asks for the KPIs from one day before the first deposit to today, then for a picked range', async () => {
    const api = portfolioApi();
    await renderApp({ path: PAGE, vault: 'user', profile: SIGNED_INVESTOR, api });
    await figures();
    expect(kpiRequests(api)).toEqual([{ from_date: '2025-11-30', to_date: '2026-01-15' }]);

    const picker = screen.getByRole('group', { name: 'Period of the figures' });
    fireEvent.change(within(picker).getByLabelText('From'), { target: { value: '01.02.2026' } });
    expect(within(picker).getByRole('alert').textContent).toMatch(/future/);
    fireEvent.change(within(picker).getByLabelText('From'), { target: { value: '01.01.2025' } });
    await waitFor(() => expect(kpiRequests(api)).toHaveLength(2));
    expect(kpiRequests(api)[1]).toEqual({ from_date: '2025-01-01', to_date: '2026-01-15' });
  });

  it('takes the day of the first deposit in Helsinki', async () => {
    const api = portfolioApi();
    const profile = {
      deposits: [
        {
          mambu_deposit_id: DEPOSIT,
          has_signed_contract: true,
          created_at: '2026-01-14T23:30:00Z',
        },
      ],
    };
    await renderApp({ path: PAGE, vault: 'user', profile, api });
    await figures();
    // 23:30 UTC is already the 15th in Helsinki: one day before is the 14th.
    expect(kpiRequests(api)).toEqual([{ from_date: '2026-01-14', to_date: '2026-01-15' }]);
  });

  it('tells the reader to refresh the page when the portfolio cannot be loaded', async () => {
    const api = portfolioApi();
    api.on('GET', KPIS_PATH, { status: 500 });
    await renderApp({ path: PAGE, vault: 'user', profile: SIGNED_INVESTOR, api });
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(
      await within(region).findByText('Something went wrong. Please refresh the page.'),
    ).toBeTruthy();
    expect(screen.queryByText('Portfolio value')).toBeNull();
  });

  it('says it once when the KPIs and the list both fail', async () => {
    const api = portfolioApi();
    api.on('GET', KPIS_PATH, { status: 500 });
    api.on('GET', TRANSACTIONS_PATH, { network: true });
    await renderApp({ path: PAGE, vault: 'user', profile: SIGNED_INVESTOR, api });
    const region = screen.getByRole('status', { name: 'Notifications' });
    await within(region).findByText('Something went wrong. Please refresh the page.');
    await waitFor(() =>
      expect(api.requests.filter((r) => r.path === TRANSACTIONS_PATH).length).toBeGreaterThan(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(
      within(region).getAllByText('Something went wrong. Please refresh the page.'),
    ).toHaveLength(1);
  });

  it('shows that the figures are loading until they arrive', async () => {
    const api = portfolioApi();
    const kpis = holdKpis(api);
    await renderApp({ path: PAGE, vault: 'user', profile: SIGNED_INVESTOR, api });
    const section = document.getElementById('portfolio');
    if (!section) throw new Error('no #portfolio');
    expect(await within(section).findByText('Loading…')).toBeTruthy();
    kpis.answer();
    await figures();
    expect(within(section).queryByText('Loading…')).toBeNull();
  });

  it('has the portfolio with its chart, the transactions with the CSV button, and add funds', async () => {
    const api = portfolioApi();
    await renderApp({ path: PAGE, vault: 'user', profile: SIGNED_INVESTOR, api });
    await figures();
    const portfolio = document.getElementById('portfolio');
    if (!portfolio) throw new Error('no #portfolio');
    expect(
      await within(portfolio).findByRole('img', { name: /^Line chart of the portfolio/ }),
    ).toBeTruthy();
    expect(document.getElementById('transactions')).not.toBeNull();
    const funds = document.getElementById('add-funds');
    if (!funds) throw new Error('no #add-funds');
    expect(within(funds).getByRole('heading', { name: 'Add funds' })).toBeTruthy();
    expect(await within(funds).findByText('12 34561')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('asks for the chart’s transactions only once the list has its answer', async () => {
    const api = portfolioApi();
    let answerList: () => void = () => undefined;
    api.on('GET', TRANSACTIONS_PATH, (request) =>
      isListRequest(request.params)
        ? new Promise((resolve) => {
            answerList = () => resolve({ status: 200, body: envelope([]) });
          })
        : { status: 200, body: envelope([]) },
    );
    await renderApp({ path: PAGE, vault: 'user', profile: SIGNED_INVESTOR, api });
    await figures();
    const transactionRequests = () =>
      api.requests.filter((request) => request.path === TRANSACTIONS_PATH);
    expect(transactionRequests()).toHaveLength(1);
    answerList();
    const portfolio = document.getElementById('portfolio');
    if (!portfolio) throw new Error('no #portfolio');
    expect(await within(portfolio).findByRole('img', { name: /^Line chart/ })).toBeTruthy();
    expect(transactionRequests().map((request) => request.params)).toEqual([
      { type: 'ALL', from_date: '2025-12-15', to_date: '2026-01-15' },
      { type: 'ALL', from_date: '2025-11-30', to_date: '2026-01-15' },
    ]);
  });

  it('scrolls to the section named by the hash, again once the figures above it have loaded', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this.id);
    });
    const api = portfolioApi();
    const app = await renderApp({
      path: `${PAGE}#transactions`,
      vault: 'user',
      profile: SIGNED_INVESTOR,
      api,
    });
    await figures();
    await waitFor(() => expect(scrolled.length).toBeGreaterThanOrEqual(2));
    expect(new Set(scrolled)).toEqual(new Set(['transactions']));
    const settled = scrolled.length;

    // Another range loads new figures: the reader is not moved.
    const picker = screen.getByRole('group', { name: 'Period of the figures' });
    fireEvent.change(within(picker).getByLabelText('From'), { target: { value: '01.01.2025' } });
    await waitFor(() => expect(kpiRequests(api)).toHaveLength(2));
    await figures();
    expect(scrolled).toHaveLength(settled);

    await app.router.navigate(`${PAGE}#add-funds`);
    await waitFor(() => expect(scrolled.at(-1)).toBe('add-funds'));
  });

  it('scrolls at once to a section that comes after the first screen, before the figures', async () => {
    const scrolled: string[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: HTMLElement) {
      scrolled.push(this.id);
    });
    const api = portfolioApi();
    const kpis = holdKpis(api);
    await renderApp({ path: `${PAGE}#withdraw`, vault: 'user', profile: SIGNED_INVESTOR, api });
    await waitFor(() => expect(scrolled).toEqual(['withdraw']));
    kpis.answer();
    await figures();
    await waitFor(() => expect(scrolled).toEqual(['withdraw', 'withdraw']));
  });
});

describe('the investor dashboard', () => {
  it('shows the KPIs and the transactions without the CSV button', async () => {
    const api = portfolioApi();
    api.on('GET', TRANSACTIONS_PATH, {
      status: 200,
      body: envelope([
        {
          created: '2026-01-10T09:00:00Z',
          from: 'Bank',
          to: DEPOSIT,
          amount: 100,
          type: 'DEPOSIT',
        },
      ]),
    });
    await renderApp({ path: '/dashboard/investor', vault: 'user', profile: SIGNED_INVESTOR, api });
    await figures();
    expect(await screen.findByRole('cell', { name: '10.01.2026' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    // A summary: the chart (and its far larger range of transactions) is on the portfolio page.
    expect(document.querySelector('#portfolio figure')).toBeNull();
    expect(api.requests.filter((request) => request.path === TRANSACTIONS_PATH)).toHaveLength(1);
  });

  it('sends an investor without a signed contract to onboarding', async () => {
    const api = portfolioApi();
    const profile = {
      deposits: [
        {
          mambu_deposit_id: DEPOSIT,
          has_signed_contract: false,
          created_at: '2025-12-01T10:00:00Z',
        },
      ],
    };
    const app = await renderApp({ path: '/dashboard/investor', vault: 'user', profile, api });
    await waitFor(() => expect(pathOf(app)).toMatch(/^\/onboarding\/investor/));
    expect(api.requests.some((request) => request.path === KPIS_PATH)).toBe(false);
  });

  it('sends a legacy investor without a signed contract to the fixed-rate portfolio', async () => {
    const api = portfolioApi();
    const profile = { legacy_users: [{ legacy_user_id: 77, legacy_role: 'investor' as const }] };
    const app = await renderApp({ path: PAGE, vault: 'user', profile, api });
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/investor/fixed-rate-portfolio/77'));
    expect(api.requests.some((request) => request.path === KPIS_PATH)).toBe(false);
  });

  it('sends an investor asked to fill in AML again to the questionnaire', async () => {
    const api = portfolioApi();
    api.on('GET', 'api/aml-pep', { status: 200, body: envelope(null) });
    const profile = { ...SIGNED_INVESTOR, force_aml_fill_in: true };
    const app = await renderApp({ path: PAGE, vault: 'user', profile, api });
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/aml'));
    expect(api.requests.some((request) => request.path === KPIS_PATH)).toBe(false);
  });
});
