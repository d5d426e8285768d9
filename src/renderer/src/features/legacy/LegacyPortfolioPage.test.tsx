import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { NBSP } from '#shared/domain/format.ts';
import { legacyCanBeOnboardedAtom } from '../../state/atoms.ts';
import { writeStored } from '../../state/persisted.ts';
import { renderApp } from '../../test/render-app.tsx';
import {
  LEGACY_USER,
  legacyPortfolioApi,
  legacyTransactions,
  PORTFOLIO_ANSWER,
  PORTFOLIO_PAGE,
  USER_WITH_LEGACY,
} from './test-legacy.ts';

const CAN_BE_ONBOARDED_KEY = 'vertaislaina.legacyCanBeOnboarded';
afterEach(() => writeStored('local', CAN_BE_ONBOARDED_KEY, null));

/** The KPI list as label → value. */
async function figures(): Promise<Record<string, string | undefined>> {
  await screen.findByText('Free capital');
  const section = document.getElementById('portfolio');
  if (!section) throw new Error('no #portfolio');
  return Object.fromEntries(
    Array.from(section.querySelectorAll('dl > div'), (row): [string, string | undefined] => [
      row.querySelector('dt')?.textContent ?? '',
      row.querySelector('dd')?.textContent,
    ]),
  );
}

const transactionsSection = async () => {
  await screen.findByRole('heading', { name: 'Transactions' });
  const section = document.getElementById('transactions');
  if (!section) throw new Error('no #transactions');
  return section;
};

const rows = (section: HTMLElement) => section.querySelectorAll('tbody tr');

describe('the legacy investor dashboard', () => {
  it('shows every figure of the legacy portfolio, formatted', async () => {
    await renderApp({ path: PORTFOLIO_PAGE, vault: 'investor', api: legacyPortfolioApi() });
    expect(await figures()).toEqual({
      'Portfolio value': `€10${NBSP}234.56`,
      'Free capital': `€1${NBSP}234.56`,
      'Active investments': `€9${NBSP}000.00`,
      'Number of active investments': '37',
      Deposits: `€20${NBSP}000.00`,
      Withdrawals: `€2${NBSP}500.50`,
      Investments: `€18${NBSP}000.00`,
      'Repaid capital': `€9${NBSP}000.10`,
      'Interest paid': `€1${NBSP}456.78`,
      Fees: '€123.45',
      'Credit losses': '€345.67',
      'Return after credit losses and fees': '€987.65',
      'Average annual return since start': '6.12%',
      'Portfolio growth': 'Not available',
      'Figures from': '01.03.2024',
      'Figures to': '15.01.2026',
    });
  });

  it('writes the figures the Finnish way in Finnish', async () => {
    await renderApp({
      path: `${PORTFOLIO_PAGE}/fi`,
      vault: 'investor',
      api: legacyPortfolioApi(undefined, { ...PORTFOLIO_ANSWER, PortfolioGrowth: -0.0125 }),
    });
    await screen.findByText('Vapaa pääoma');
    const section = document.getElementById('portfolio');
    expect(section?.textContent).toContain(`Vapaa pääoma1${NBSP}234,56${NBSP}€`);
    expect(section?.textContent).toContain(`Salkun kasvu-1,25${NBSP}%`);
  });

  it('offers the start-investing panel to a legacy user who can be onboarded', async () => {
    writeStored('local', CAN_BE_ONBOARDED_KEY, true);
    await renderApp({ path: PORTFOLIO_PAGE, vault: 'investor', api: legacyPortfolioApi() });
    await screen.findByRole('heading', { level: 1, name: 'Hello, Liisa!' });
    const panel = screen.getByRole('region', { name: 'Start investing in the new service' });
    expect(within(panel).getByRole('link', { name: 'Start investing' }).getAttribute('href')).toBe(
      '/onboarding/investor',
    );
  });

  it('greets a legacy user who cannot be onboarded without the panel', async () => {
    writeStored('local', CAN_BE_ONBOARDED_KEY, false);
    const app = await renderApp({
      path: PORTFOLIO_PAGE,
      vault: 'investor',
      api: legacyPortfolioApi(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Hello, Liisa!' });
    await figures();
    expect(app.store.get(legacyCanBeOnboardedAtom)).toBe(false);
    expect(screen.queryByRole('link', { name: 'Start investing' })).toBeNull();
  });

  it('greets a signed-in user with a signed contract plainly, and offers one without it the panel', async () => {
    const signed = await renderApp({
      path: `/dashboard/investor/fixed-rate-portfolio/${LEGACY_USER}`,
      vault: 'user',
      profile: {
        ...USER_WITH_LEGACY,
        deposits: [{ mambu_deposit_id: 'D1', has_signed_contract: true, created_at: '2024-01-01' }],
      },
      api: legacyPortfolioApi(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Hello, Maija!' });
    expect(screen.queryByRole('region', { name: 'Start investing in the new service' })).toBeNull();
    signed.unmount();

    await renderApp({
      path: `/dashboard/investor/fixed-rate-portfolio/${LEGACY_USER}`,
      vault: 'user',
      profile: USER_WITH_LEGACY,
      api: legacyPortfolioApi(),
    });
    await screen.findByRole('region', { name: 'Start investing in the new service' });
  });

  it('shows 16 transactions, then 10 more at a time, with translated names', async () => {
    await renderApp({
      path: PORTFOLIO_PAGE,
      vault: 'investor',
      api: legacyPortfolioApi(legacyTransactions(30)),
    });
    const section = await transactionsSection();
    await waitFor(() => expect(rows(section)).toHaveLength(16));
    expect(
      Array.from(rows(section)[0]?.querySelectorAll('td') ?? [], (cell) => cell.textContent),
    ).toEqual(['14.01.2026', '€10.00', 'Interest paid', 'Loan', 'Investor']);
    const user = userEvent.setup();
    await user.click(within(section).getByRole('button', { name: 'Load more' }));
    expect(rows(section)).toHaveLength(26);
    await user.click(within(section).getByRole('button', { name: 'Load more' }));
    expect(rows(section)).toHaveLength(30);
    expect(within(section).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(section).getByText('Showing 30 of 30')).toBeTruthy();
  });

  it('shows a party or type the client has no name for by its code', async () => {
    const [first] = legacyTransactions(1);
    await renderApp({
      path: PORTFOLIO_PAGE,
      vault: 'investor',
      api: legacyPortfolioApi([{ ...first, Type: 'OLD_BONUS', From: { Type: 'Escrow' } }]),
    });
    const section = await transactionsSection();
    await waitFor(() => expect(rows(section)).toHaveLength(1));
    expect(section.textContent).toContain('OLD_BONUS');
    expect(section.textContent).toContain('Escrow');
  });

  it('filters the transactions by the range, and ignores a range starting before the portfolio', async () => {
    const api = legacyPortfolioApi(legacyTransactions(40), {
      ...PORTFOLIO_ANSWER,
      StartTime: '2025-12-10',
    });
    await renderApp({ path: PORTFOLIO_PAGE, vault: 'investor', api });
    const section = await transactionsSection();
    const picker = within(section).getByRole('group', { name: 'Period of the transactions' });
    // From the portfolio's start to today: 14.01.2026 back to 10.12.2025 are 36 days.
    expect(within(picker).getByLabelText<HTMLInputElement>('From').value).toBe('10.12.2025');
    await waitFor(() => expect(within(section).getByText('Showing 16 of 36')).toBeTruthy());

    fireEvent.change(within(picker).getByLabelText('From'), { target: { value: '01.12.2025' } });
    expect(
      within(section).getByText(
        'Your fixed-rate portfolio starts on 10.12.2025. A period starting before it is not used.',
      ),
    ).toBeTruthy();
    expect(within(section).getByText('Showing 16 of 36')).toBeTruthy();

    fireEvent.change(within(picker).getByLabelText('From'), { target: { value: '10.01.2026' } });
    await waitFor(() => expect(within(section).getByText('Showing 5 of 5')).toBeTruthy());
    expect(within(section).queryByRole('alert')).toBeNull();
    expect(api.calls('GET', 'api/legacy/transactions')).toHaveLength(1);
  });

  it('works the figures out for a chosen range from the transactions and the end balances', async () => {
    const move = (Created: string, Amount: number, Type: string, from: string, to: string) => ({
      Created,
      Amount,
      Type,
      From: { Type: from },
      To: { Type: to },
    });
    const api = legacyPortfolioApi([
      move('2026-01-14T09:00:00Z', 10, 'INTEREST_PAID', 'LOAN', 'INVESTOR'),
      move('2026-01-12T09:00:00Z', 100, 'REPAID_CAPITAL', 'LOAN', 'INVESTOR'),
      move('2026-01-05T09:00:00Z', -5, 'ADMINISTRATION_FEE', 'INVESTOR', 'SERVICE'),
      move('2025-12-20T09:00:00Z', -200, 'INVESTMENTS', 'INVESTOR', 'LOAN'),
      move('2025-12-15T09:00:00Z', 300, 'DEPOSIT', 'BANK', 'INVESTOR'),
    ]);
    await renderApp({ path: PORTFOLIO_PAGE, vault: 'investor', api });
    await figures();
    const section = document.getElementById('portfolio');
    if (!section) throw new Error('no #portfolio');
    const picker = within(section).getByRole('group', { name: 'Period of the figures' });
    fireEvent.change(within(picker).getByLabelText('From'), { target: { value: '01.12.2025' } });
    fireEvent.change(within(picker).getByLabelText('To'), { target: { value: '10.01.2026' } });
    // After 10.1.: 110.00 € came into free capital (repaid capital and interest) and 100.00 €
    // left the loans; the range itself saw the deposit, the investment and the fee. Worked by
    // hand: the start value is 10 234.56 − 305.00 = 9 929.56 €, the gain −5.00 €, the growth
    // −5.00 / (9 929.56 + 300.00) = −0.05 %.
    await waitFor(async () => expect((await figures())['Figures from']).toBe('01.12.2025'));
    expect(await figures()).toMatchObject({
      'Portfolio value': `€10${NBSP}224.56`,
      'Free capital': `€1${NBSP}124.56`,
      'Active investments': `€9${NBSP}100.00`,
      'Number of active investments': 'Not available',
      Deposits: '€300.00',
      Withdrawals: '€0.00',
      Investments: '€200.00',
      'Repaid capital': '€0.00',
      'Interest paid': '€0.00',
      Fees: '€5.00',
      'Credit losses': '€0.00',
      'Portfolio growth': '-0.05%',
      'Figures to': '10.01.2026',
    });
    expect(api.calls('GET', 'api/legacy/portfolio')).toHaveLength(1);
    expect(api.calls('GET', 'api/legacy/transactions')).toHaveLength(1);
  });

  it('ignores a figures’ range starting before the portfolio', async () => {
    await renderApp({ path: PORTFOLIO_PAGE, vault: 'investor', api: legacyPortfolioApi() });
    await figures();
    const section = document.getElementById('portfolio');
    if (!section) throw new Error('no #portfolio');
    const picker = within(section).getByRole('group', { name: 'Period of the figures' });
    fireEvent.change(within(picker).getByLabelText('From'), { target: { value: '01.02.2024' } });
    expect(
      within(section).getByText(
        'Your fixed-rate portfolio starts on 01.03.2024. A period starting before it is not used.',
      ),
    ).toBeTruthy();
    expect((await figures())['Figures from']).toBe('01.03.2024');
  });

  it('says to refresh the page when the portfolio cannot be loaded', async () => {
    const api = legacyPortfolioApi();
    api.on('GET', 'api/legacy/portfolio', { status: 500 });
    await renderApp({ path: PORTFOLIO_PAGE, vault: 'investor', api });
    const region = screen.getByRole('status', { name: 'Notifications' });
    expect(
      await within(region).findByText('Something went wrong. Please refresh the page.'),
    ).toBeTruthy();
  });

  it('has the customer-service block with the investor number', async () => {
    await renderApp({ path: PORTFOLIO_PAGE, vault: 'investor', api: legacyPortfolioApi() });
    const block = await screen.findByRole('region', { name: 'Customer service' });
    expect(within(block).getByText('+358 9 4245 2000')).toBeTruthy();
    expect(within(block).getByText('asiakaspalvelu@vertaislaina.fi')).toBeTruthy();
  });
});
