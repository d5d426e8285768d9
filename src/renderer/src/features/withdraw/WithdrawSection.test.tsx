import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NBSP } from '#shared/domain/format.ts';
import { PATHS } from '../../navigation/paths.ts';
import type { FakeApi } from '../../test/fake-api.ts';
import { envelope } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { unsavedFormsAtom } from '../../state/atoms.ts';
import {
  DEPOSIT,
  KPI_ANSWER,
  KPIS_PATH,
  portfolioApi,
  SIGNED_INVESTOR,
  TRANSACTIONS_PATH,
} from '../portfolio/test-portfolio.ts';

const IBAN = 'FI2112345600000785';
const PROFILE = { ...SIGNED_INVESTOR, bank_accounts: [{ id: 1, IBAN }] };
const STATUS_PATH = `api/investor/deposit/${DEPOSIT}/auto-sell/status`;
const WITHDRAW_PATH = `api/investor/deposit/${DEPOSIT}/withdraw`;
const AUTOSELL_PATH = `api/investor/deposit/${DEPOSIT}/auto-sell/withdraw`;
const CANCEL_PATH = `api/investor/deposit/${DEPOSIT}/auto-sell/cancel`;

const IDLE = { active: false, requestedAmount: 0, remainingAmountToSell: 0 };
const SELLING = { active: true, requestedAmount: '1000.00', remainingAmountToSell: '250.00' };
const ok = { status: 200, body: { success: true } };

/** The portfolio calls, the autosell status given, and every money call answering success. */
function withdrawApi(status: unknown = IDLE, kpis: unknown = KPI_ANSWER): FakeApi {
  const api = portfolioApi(kpis);
  api.on('GET', STATUS_PATH, { status: 200, body: envelope(status) });
  api.on('POST', WITHDRAW_PATH, ok);
  api.on('POST', AUTOSELL_PATH, ok);
  api.on('POST', CANCEL_PATH, ok);
  return api;
}

/** The KPI requests of the default range (the chart asks for others). */
const kpiLoads = (api: FakeApi) =>
  api
    .calls('GET', KPIS_PATH)
    .filter(
      (r) =>
        typeof r.params === 'object' &&
        r.params !== null &&
        'from_date' in r.params &&
        r.params.from_date === '2025-11-30',
    ).length;

async function openPage(api: FakeApi, path: string = PATHS.investorPortfolio) {
  const app = await renderApp({ path, vault: 'user', profile: PROFILE, api });
  return app;
}

const section = async () => {
  const heading = await screen.findByRole('heading', { name: 'Withdraw', level: 2 });
  const element = heading.closest('section');
  if (!element) throw new Error('no #withdraw');
  return element;
};

async function submitAmount(amount: string) {
  const withdraw = await section();
  const field = await within(withdraw).findByLabelText('Amount to withdraw (€)');
  fireEvent.change(field, { target: { value: amount } });
  fireEvent.click(within(withdraw).getByRole('button', { name: 'Withdraw' }));
}

/** The figures of the confirm dialog, label → value. */
async function dialogFigures() {
  const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
  return Object.fromEntries(
    Array.from(dialog.querySelectorAll('dt'), (dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]),
  );
}

describe('the #withdraw section', () => {
  it('withdraws within the free capital: confirm, POST …/withdraw, the dialog closes', async () => {
    const api = withdrawApi();
    const app = await openPage(api);
    await submitAmount('100,5');
    await waitFor(() => expect(pathOf(app)).toBe(PATHS.investorWithdraw));
    expect(await dialogFigures()).toEqual({ Amount: '€100.50' });
    expect(screen.getByText(`The money is paid to the account ${IBAN} within 2 banking days.`));

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls('POST', WITHDRAW_PATH)).toHaveLength(1));
    expect(api.calls('POST', WITHDRAW_PATH)[0]?.body).toEqual({ amount: '100.50' });
    expect(api.calls('POST', AUTOSELL_PATH)).toHaveLength(0);
    await waitFor(() => expect(pathOf(app)).toBe(PATHS.investorPortfolio));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(
      await screen.findByText(
        '€100.50 is on its way to your bank account and arrives within 2 banking days.',
      ),
    ).toBeTruthy();
  });

  it('shows the autosell figures above the free capital before confirming, then sells', async () => {
    const api = withdrawApi();
    await openPage(api);
    await submitAmount('2000');
    // 1234.50 € free: 765.50 € sold, its 1 % is 7.655 € → 7.66 €, 1992.34 € to the bank.
    expect(await dialogFigures()).toEqual({
      Amount: `€2${NBSP}000.00`,
      'Investments sold': '€765.50',
      'Sales fee (1 %)': '€7.66',
      'Transfer to your account': `€1${NBSP}992.34`,
    });
    expect(api.calls('POST', AUTOSELL_PATH)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.calls('POST', AUTOSELL_PATH)).toHaveLength(1));
    expect(api.calls('POST', AUTOSELL_PATH)[0]?.body).toEqual({ amount: '2000.00' });
    expect(api.calls('POST', WITHDRAW_PATH)).toHaveLength(0);
  });

  it('bounds the amount at run time by the free capital plus what the aftermarket can sell', async () => {
    // 1234.50 € free and 2000.00 € sellable of a 23 745.25 € portfolio: at most 3234.50 €.
    const api = withdrawApi(IDLE, { ...KPI_ANSWER, sellable_capital: 2000 });
    await openPage(api);
    const withdraw = await section();
    await submitAmount('3234.51');
    expect(await within(withdraw).findByText('The maximum amount is €3 234.50.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await submitAmount('3234.50');
    expect((await dialogFigures())['Investments sold']).toBe(`€2${NBSP}000.00`);
  });

  it('closes the dialog at once when no amount is set', async () => {
    const api = withdrawApi();
    const app = await openPage(api, PATHS.investorWithdraw);
    await section();
    await waitFor(() => expect(pathOf(app)).toBe(PATHS.investorPortfolio));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  // Tab staying inside the modal is the browser's: tests/e2e/dialogs.spec.ts walks it.
  it('confirms in a modal <dialog> that takes the focus, and closes it with Escape', async () => {
    const api = withdrawApi();
    const app = await openPage(api);
    await submitAmount('10');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the withdrawal' });
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(pathOf(app)).toBe(PATHS.investorPortfolio));
    expect(api.calls('POST', WITHDRAW_PATH)).toHaveLength(0);
  });

  it('tells the session timeout while an amount is typed', async () => {
    const app = await openPage(withdrawApi());
    const field = await within(await section()).findByLabelText('Amount to withdraw (€)');
    expect(app.store.get(unsavedFormsAtom)).toBe(0);
    fireEvent.change(field, { target: { value: '10' } });
    expect(app.store.get(unsavedFormsAtom)).toBe(1);
    fireEvent.change(field, { target: { value: '' } });
    expect(app.store.get(unsavedFormsAtom)).toBe(0);
  });

  it('blocks the minus key and says the rules’ messages', async () => {
    const api = withdrawApi(IDLE, { ...KPI_ANSWER, portfolio_value: 1234.5 });
    await openPage(api);
    const withdraw = await section();
    const field = await within(withdraw).findByLabelText('Amount to withdraw (€)');
    expect(fireEvent.keyDown(field, { key: '-' })).toBe(false);
    expect(fireEvent.keyDown(field, { key: '5' })).toBe(true);

    await submitAmount('0');
    expect(await within(withdraw).findByText('The minimum amount is €1.00.')).toBeTruthy();
    // Nothing to sell (the value is all free capital): the free capital is the maximum.
    await submitAmount('1234.51');
    // (The text matcher sees the no-break space of the grouping as a plain one.)
    expect(await within(withdraw).findByText('The maximum amount is €1 234.50.')).toBeTruthy();
    await submitAmount('12abc');
    expect(
      await within(withdraw).findByText('Enter an amount in euros, for example 2500'),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a bank account when the profile has none', async () => {
    const api = withdrawApi();
    await renderApp({
      path: PATHS.investorPortfolio,
      vault: 'user',
      profile: SIGNED_INVESTOR,
      api,
    });
    const withdraw = await section();
    expect(
      await within(withdraw).findByText(
        'Add a bank account (IBAN) to your profile before withdrawing.',
      ),
    ).toBeTruthy();
    expect(
      within(withdraw).getByRole<HTMLButtonElement>('button', { name: 'Withdraw' }).disabled,
    ).toBe(true);
  });

  it('blocks without a word when the portfolio is worth less than 1 €', async () => {
    const api = withdrawApi(IDLE, { ...KPI_ANSWER, portfolio_value: 0.99, free_capital: 0.99 });
    await openPage(api);
    const withdraw = await section();
    await waitFor(() =>
      expect(
        within(withdraw).getByRole<HTMLButtonElement>('button', { name: 'Withdraw' }).disabled,
      ).toBe(true),
    );
    expect(within(withdraw).queryByRole('alert')).toBeNull();
  });

  it('says WITHDRAW_ERROR_INSUFFICIENT_FUNDS when the server answers "Not enough money available"', async () => {
    const api = withdrawApi();
    api.on('POST', WITHDRAW_PATH, { status: 400, body: { message: 'Not enough money available' } });
    await openPage(api);
    await submitAmount('10');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    const dialog = screen.getByRole('dialog');
    expect(
      await within(dialog).findByText('There is not enough money available for this withdrawal.'),
    ).toBeTruthy();
  });
});

describe('the reloads after a withdrawal', () => {
  it('reloads the KPIs and transactions at once, then the KPIs after 5 s and 20 s', async () => {
    const api = withdrawApi();
    const app = await openPage(api);
    await submitAmount('10');
    await waitFor(() => expect(kpiLoads(api)).toBe(1));
    const transactionLoads = api.calls('GET', TRANSACTIONS_PATH).length;
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(kpiLoads(api)).toBe(2));
    await waitFor(() =>
      expect(api.calls('GET', TRANSACTIONS_PATH).length).toBeGreaterThan(transactionLoads),
    );

    act(() => app.clock.advance(4_999));
    expect(kpiLoads(api)).toBe(2);
    act(() => app.clock.advance(1));
    await waitFor(() => expect(kpiLoads(api)).toBe(3));
    act(() => app.clock.advance(15_000));
    await waitFor(() => expect(kpiLoads(api)).toBe(4));
    act(() => app.clock.advance(60_000));
    expect(kpiLoads(api)).toBe(4);
  });

  it('does not reload the KPIs again once the free capital has changed', async () => {
    const api = withdrawApi();
    let withdrawn = false;
    api.on('GET', KPIS_PATH, () => ({
      status: 200,
      body: envelope({ ...KPI_ANSWER, free_capital: withdrawn ? 1224.5 : 1234.5 }),
    }));
    api.on('POST', WITHDRAW_PATH, () => {
      withdrawn = true;
      return ok;
    });
    const app = await openPage(api);
    await submitAmount('10');
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(kpiLoads(api)).toBe(2));
    act(() => app.clock.advance(30_000));
    expect(kpiLoads(api)).toBe(2);
  });
});

describe('the transfer in progress', () => {
  const percent = () => screen.findByText('75 % collected');

  it('shows the progress, polls every 30 s and stops after 5 minutes with a way to look again', async () => {
    const api = withdrawApi(SELLING);
    const app = await openPage(api);
    expect(await percent()).toBeTruthy();
    const polls = () => api.calls('GET', STATUS_PATH).length;
    const first = polls();
    act(() => app.clock.advance(30_000));
    await waitFor(() => expect(polls()).toBe(first + 1));
    act(() => app.clock.advance(5 * 60_000));
    await waitFor(() => expect(polls()).toBe(first + 9));
    act(() => app.clock.advance(10 * 60_000));
    expect(polls()).toBe(first + 9);

    fireEvent.click(await screen.findByRole('button', { name: 'Check again' }));
    await waitFor(() => expect(polls()).toBe(first + 10));
    expect(screen.queryByRole('button', { name: 'Check again' })).toBeNull();
    act(() => app.clock.advance(30_000));
    await waitFor(() => expect(polls()).toBe(first + 11));
  });

  it('stops polling when the autosell completes, reloads the figures and says so', async () => {
    const api = withdrawApi(SELLING);
    const app = await openPage(api);
    await percent();
    await waitFor(() => expect(kpiLoads(api)).toBe(1));
    api.on('GET', STATUS_PATH, { status: 200, body: envelope(IDLE) });
    act(() => app.clock.advance(30_000));
    expect(
      await screen.findByText(
        'Enough has been sold: the transfer is on its way to your bank account.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(kpiLoads(api)).toBe(2));
    expect(app.bridge.notifications.notify).toHaveBeenCalledWith({
      title: 'Withdrawal on its way',
      body: 'Enough investments have been sold: the transfer is on its way to your bank account.',
    });
    const polls = api.calls('GET', STATUS_PATH).length;
    act(() => app.clock.advance(5 * 60_000));
    expect(api.calls('GET', STATUS_PATH)).toHaveLength(polls);
    expect(await screen.findByLabelText('Amount to withdraw (€)')).toBeTruthy();
  });

  it('cancels: POST …/auto-sell/cancel, the form back, KPIs and transactions reloaded', async () => {
    const api = withdrawApi(SELLING);
    const app = await openPage(api);
    await percent();
    await waitFor(() => expect(kpiLoads(api)).toBe(1));
    const transactionLoads = api.calls('GET', TRANSACTIONS_PATH).length;
    api.on('POST', CANCEL_PATH, () => {
      api.on('GET', STATUS_PATH, { status: 200, body: envelope(IDLE) });
      return ok;
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel the withdrawal' }));
    await waitFor(() => expect(api.calls('POST', CANCEL_PATH)).toHaveLength(1));
    expect(await screen.findByLabelText('Amount to withdraw (€)')).toBeTruthy();
    expect(
      screen.getByText(
        'The withdrawal was cancelled. What was already sold stays in your free capital.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(kpiLoads(api)).toBe(2));
    expect(api.calls('GET', TRANSACTIONS_PATH).length).toBeGreaterThan(transactionLoads);
    // A cancel is the user's own doing: no notification.
    expect(app.bridge.notifications.notify).not.toHaveBeenCalled();
  });

  it('stops and withdraws what has been collected: the free capital, through …/auto-sell/withdraw', async () => {
    const api = withdrawApi(SELLING);
    await openPage(api);
    await percent();
    const stop = await screen.findByRole('button', {
      name: `Stop and withdraw what has been collected (€1${NBSP}234.50)`,
    });
    fireEvent.click(stop);
    await waitFor(() => expect(api.calls('POST', AUTOSELL_PATH)).toHaveLength(1));
    expect(api.calls('POST', AUTOSELL_PATH)[0]?.body).toEqual({ amount: '1234.50' });
    expect(api.calls('POST', CANCEL_PATH)).toHaveLength(0);
  });

  it('offers to stop and withdraw only when there is free capital', async () => {
    const api = withdrawApi(SELLING, { ...KPI_ANSWER, free_capital: 0 });
    await openPage(api);
    await percent();
    expect(screen.getByRole('button', { name: 'Cancel the withdrawal' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Stop and withdraw/ })).toBeNull();
  });
});
