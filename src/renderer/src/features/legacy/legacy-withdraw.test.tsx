import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NOT_ENOUGH_MONEY_MESSAGE } from '#shared/api/investor.ts';
import { pathOf, renderApp, type RenderAppOptions } from '../../test/render-app.tsx';
import {
  LEGACY_USER,
  legacyPortfolioApi,
  PORTFOLIO_PAGE,
  USER_WITH_LEGACY,
} from './test-legacy.ts';

const DASHBOARD_PAGE = `/dashboard/investor/fixed-rate-portfolio/${LEGACY_USER}`;

async function openWithdraw(options: RenderAppOptions = {}) {
  const api = options.api ?? legacyPortfolioApi();
  const app = await renderApp({ path: PORTFOLIO_PAGE, vault: 'investor', ...options, api });
  const panel = await screen.findByRole('region', { name: 'Withdraw' });
  return { app, api, panel, user: userEvent.setup() };
}

/** Types an amount into the panel and presses Withdraw. */
async function enterAmount(
  { panel, user }: { panel: HTMLElement; user: ReturnType<typeof userEvent.setup> },
  amount: string,
) {
  const field = within(panel).getByLabelText('Amount (€)');
  await user.clear(field);
  if (amount !== '') await user.type(field, amount);
  await user.click(within(panel).getByRole('button', { name: 'Withdraw' }));
}

describe('the legacy withdrawal', () => {
  it('refuses an empty amount, 0 and more than the free capital, with clear messages', async () => {
    const opened = await openWithdraw();
    const { panel, api } = opened;
    await enterAmount(opened, '');
    expect(within(panel).getByRole('alert').textContent).toBe(
      'Enter the amount in euros, e.g. 100,00.',
    );
    await enterAmount(opened, '0');
    expect(within(panel).getByRole('alert').textContent).toBe('The minimum amount is €1.00.');
    await enterAmount(opened, '1234.57');
    expect(within(panel).getByRole('alert').textContent).toBe(
      'You can withdraw at most €1\u00a0234.56, your free capital.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls('POST', 'api/legacy/withdraw')).toHaveLength(0);
  });

  it('ignores the minus key', async () => {
    const { panel, user } = await openWithdraw();
    const field = within(panel).getByLabelText<HTMLInputElement>('Amount (€)');
    await user.type(field, '-12');
    expect(field.value).toBe('12');
  });

  it('confirms, sends the amount, shows the success screen, and Done resets', async () => {
    const opened = await openWithdraw();
    const { app, api, panel, user } = opened;
    await enterAmount(opened, '1234,56');
    await waitFor(() => expect(pathOf(app)).toBe(`${PORTFOLIO_PAGE}/withdraw`));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    expect(dialog.textContent).toContain('Withdraw €1\u00a0234.56 from your fixed-rate portfolio?');

    await user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() => expect(pathOf(app)).toBe(PORTFOLIO_PAGE));
    expect(api.calls('POST', 'api/legacy/withdraw').map((call) => call.body)).toEqual([
      { amount: 1234.56, legacy_user_id: LEGACY_USER },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(panel).getByRole('status').textContent).toBe(
      'Your withdrawal of €1\u00a0234.56 has been received. The funds are transferred within 2 days.',
    );
    // The figures and the transactions are loaded again.
    await waitFor(() => expect(api.calls('GET', 'api/legacy/portfolio')).toHaveLength(2));
    await waitFor(() => expect(api.calls('GET', 'api/legacy/transactions')).toHaveLength(2));

    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    // The panel starts again: a new entry, empty.
    const entry = screen.getByRole('region', { name: 'Withdraw' });
    expect(within(entry).queryByRole('status')).toBeNull();
    expect(within(entry).getByLabelText<HTMLInputElement>('Amount (€)').value).toBe('');
  });

  it('closes the dialog without sending on Cancel', async () => {
    const opened = await openWithdraw();
    const { app, api, user } = opened;
    await enterAmount(opened, '10');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(pathOf(app)).toBe(PORTFOLIO_PAGE);
    expect(api.calls('POST', 'api/legacy/withdraw')).toHaveLength(0);
  });

  it('closes at once a withdraw path opened without an amount', async () => {
    const { app } = await openWithdraw({ path: `${PORTFOLIO_PAGE}/withdraw` });
    await waitFor(() => expect(pathOf(app)).toBe(PORTFOLIO_PAGE));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says WITHDRAW_ERROR_INSUFFICIENT_FUNDS for the server’s "Not enough money available"', async () => {
    const api = legacyPortfolioApi();
    api.on('POST', 'api/legacy/withdraw', {
      status: 400,
      body: { message: NOT_ENOUGH_MONEY_MESSAGE },
    });
    const opened = await openWithdraw({ api });
    await enterAmount(opened, '100');
    const dialog = await screen.findByRole('dialog');
    await opened.user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() =>
      expect(within(opened.panel).getByRole('alert').textContent).toBe(
        // The one reading of a refused withdrawal, the new portfolio's (WITHDRAWAL_REFUSALS).
        'There is not enough money available for this withdrawal.',
      ),
    );
    expect(pathOf(opened.app)).toBe(PORTFOLIO_PAGE);
    expect(within(opened.panel).queryByRole('button', { name: 'Done' })).toBeNull();
  });

  it('says SERVER_ERROR for any other failure', async () => {
    const api = legacyPortfolioApi();
    api.on('POST', 'api/legacy/withdraw', { status: 500 });
    const opened = await openWithdraw({ api });
    await enterAmount(opened, '100');
    const dialog = await screen.findByRole('dialog');
    await opened.user.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    await waitFor(() =>
      expect(within(opened.panel).getByRole('alert').textContent).toMatch(
        /^We could not process your request/,
      ),
    );
  });

  it('shows WITHDRAW_FUNDS_RESTRICTED on the withdraw screen under /restricted only', async () => {
    const restricted = await openWithdraw();
    await enterAmount(restricted, '10');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('status').textContent).toMatch(
      /^Withdrawals from the old service are restricted/,
    );
    restricted.app.unmount();

    const dashboard = await openWithdraw({
      path: DASHBOARD_PAGE,
      vault: 'user',
      profile: USER_WITH_LEGACY,
    });
    await enterAmount(dashboard, '10');
    await waitFor(() => expect(pathOf(dashboard.app)).toBe(`${DASHBOARD_PAGE}/withdraw`));
    expect(within(await screen.findByRole('dialog')).queryByRole('status')).toBeNull();
  });

  it('hides the panel when the first deposit has a signed contract', async () => {
    await renderApp({
      path: DASHBOARD_PAGE,
      vault: 'user',
      profile: {
        ...USER_WITH_LEGACY,
        deposits: [
          { mambu_deposit_id: 'D1', has_signed_contract: true, created_at: '2024-01-01' },
          { mambu_deposit_id: 'D2', has_signed_contract: false, created_at: '2024-02-01' },
        ],
      },
      api: legacyPortfolioApi(),
    });
    await screen.findByText('Free capital');
    expect(screen.queryByRole('region', { name: 'Withdraw' })).toBeNull();
  });

  it('keeps the panel when only a later deposit is signed', async () => {
    await renderApp({
      path: DASHBOARD_PAGE,
      vault: 'user',
      profile: {
        ...USER_WITH_LEGACY,
        deposits: [
          { mambu_deposit_id: 'D1', has_signed_contract: false, created_at: '2024-01-01' },
          { mambu_deposit_id: 'D2', has_signed_contract: true, created_at: '2024-02-01' },
        ],
      },
      api: legacyPortfolioApi(),
    });
    await screen.findByRole('region', { name: 'Withdraw' });
  });

  describe('from a company’s legacy account', () => {
    const COMPANY_PAGE = '/dashboard/company/fixed-rate-portfolio/80001';
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
    const withSigningRight = (status: number) => {
      const api = legacyPortfolioApi();
      api.on('POST', 'api/company/signing-right-status', {
        status: 200,
        body: { data: { status } },
      });
      return api;
    };

    it('lets a representative who signs alone withdraw', async () => {
      const api = withSigningRight(2);
      await renderApp({
        path: COMPANY_PAGE,
        vault: 'user',
        profile: { companies: [company] },
        api,
      });
      const panel = await screen.findByRole('region', { name: 'Withdraw' });
      await within(panel).findByLabelText('Amount (€)');
      expect(api.calls('POST', 'api/company/signing-right-status')[0]?.body).toEqual({
        business_code: '1234567-8',
      });
    });

    it('says NOT_ALLOW_TO_AUTO_INVEST_AND_WITH_DRAW to one who does not', async () => {
      const api = withSigningRight(1);
      await renderApp({
        path: COMPANY_PAGE,
        vault: 'user',
        profile: { companies: [company] },
        api,
      });
      const panel = await screen.findByRole('region', { name: 'Withdraw' });
      await waitFor(() =>
        expect(within(panel).getByRole('alert').textContent).toMatch(
          /^Only a representative who may sign for the company alone/,
        ),
      );
      expect(within(panel).queryByLabelText('Amount (€)')).toBeNull();
    });
  });
});
