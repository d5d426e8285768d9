import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NBSP } from '#shared/domain/format.ts';
import { createFakeApi } from '../../test/fake-api.ts';
import { envelope } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';

const signed = { mambu_deposit_id: 'D1', has_signed_contract: true, created_at: '2024-01-01' };
const investorAndBorrower = { deposits: [signed], loans: [{ mambu_loan_id: 'L1' }] };

/** The investor summary's figures and the borrower's loan L1, as the gateway writes them. */
function investorAndBorrowerApi() {
  const api = createFakeApi();
  api.on('GET', 'api/investor/deposit/D1', {
    status: 200,
    body: envelope({
      free_capital: 1234.5,
      deposits: 25000,
      withdrawals: 0,
      fees_paid: 0,
      nr_active_investments: 3,
      active_investments: 23765.5,
      repaid_capital: 0,
      interest_paid: 0,
      portfolio_value: 25000,
      credit_losses: 0,
      roi: null,
      portfolio_growth: null,
      reference_number: '1234561',
    }),
  });
  api.on('GET', 'api/borrower/dashboard/all-loans-amount-left', {
    status: 200,
    body: envelope({
      total_loan_amount_left: 2100,
      loans: [{ loan_id: 'L1', status: 'ACTIVE', loanLeft: 2100 }],
    }),
  });
  api.on('GET', 'api/borrower/loan/L1', {
    status: 200,
    body: envelope({
      mambu_loan_id: 'L1',
      remaining_debt: 2100,
      loanAccountState: 'ACTIVE',
      interest_rate: 0.199,
      monthly_payment: 250.5,
      total_amount: 2800,
      due_day_of_month: 1,
      reference_number: '1234561',
      next_instalment: null,
      instalments: [],
    }),
  });
  return api;
}

describe('/dashboard', () => {
  it('shows the investor summary, the total loan amount left and the loans', async () => {
    const api = investorAndBorrowerApi();
    await renderApp({ path: '/dashboard', vault: 'user', profile: investorAndBorrower, api });
    const summary = await screen.findByRole('region', { name: 'Portfolio' });
    const freeCapital = await within(summary).findByText('Free capital');
    expect(freeCapital.nextSibling?.textContent).toBe(`€1${NBSP}234.50`);
    const loans = screen.getByRole('region', { name: 'Your loans' });
    await within(loans).findByText('Total loan amount left');
    expect(within(loans).getByText('Total loan amount left').nextSibling?.textContent).toBe(
      `€2${NBSP}100.00`,
    );
    const link = await within(loans).findByRole('link', { name: 'Loan L1' });
    expect(link.getAttribute('href')).toBe('/dashboard/borrower/fixed-rate-loan/L1');
  });

  it('shows no loans, loan tile or borrower menu to a foreign user', async () => {
    const api = investorAndBorrowerApi();
    await renderApp({
      path: '/dashboard',
      vault: 'user',
      profile: { is_foreigner: true, verification_error_code: 0, ...investorAndBorrower },
      api,
    });
    await screen.findByRole('heading', { level: 1, name: 'Hello, Maija!' });
    await screen.findByRole('region', { name: 'Portfolio' });
    expect(screen.queryByRole('link', { name: 'Go to loans' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your loans' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('button', { name: 'Borrowing' })).toBeNull();
    expect(api.calls('GET', 'api/borrower/dashboard/all-loans-amount-left')).toHaveLength(0);
  });

  it('greets by first name and shows the loan, investment and profile tiles', async () => {
    const app = await renderApp({
      path: '/dashboard',
      vault: 'user',
      profile: { first_name: 'Pekka', ...investorAndBorrower },
    });
    await screen.findByRole('heading', { level: 1, name: 'Hello, Pekka!' });
    expect(screen.getByRole('link', { name: 'Go to loans' }).getAttribute('href')).toBe(
      '/dashboard/borrower',
    );
    expect(screen.getByRole('link', { name: 'Go to profile' }).getAttribute('href')).toBe(
      '/dashboard/profile',
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Read about investing' }));
    expect(app.bridge.app.openExternal).toHaveBeenCalledTimes(1);
    expect(window.dataLayer).toContainEqual({ event: 'page_view', path: '/dashboard' });
    expect(pathOf(app)).toBe('/dashboard');
  });

  it('hides the loan tile, the loans and the borrower menu from users outside FI', async () => {
    const api = investorAndBorrowerApi();
    await renderApp({
      path: '/dashboard',
      vault: 'user',
      profile: { nationality: 'EE', ...investorAndBorrower },
      api,
    });
    await screen.findByRole('heading', { level: 1, name: 'Hello, Maija!' });
    expect(screen.queryByRole('link', { name: 'Go to loans' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your loans' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('button', { name: 'Borrowing' })).toBeNull();
    expect(api.calls('GET', 'api/borrower/dashboard/all-loans-amount-left')).toHaveLength(0);
  });

  it('sends a signed investor without a loan to the investor dashboard', async () => {
    const app = await renderApp({
      path: '/dashboard',
      vault: 'user',
      profile: { deposits: [signed] },
    });
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/investor'));
  });

  it('sends anyone without a signed contract to the borrower dashboard', async () => {
    const app = await renderApp({
      path: '/dashboard',
      vault: 'user',
      profile: {
        deposits: [{ ...signed, has_signed_contract: false }],
        loans: [{ mambu_loan_id: 'L1' }],
      },
    });
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/borrower'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Hello, Maija!' })).toBeNull();
  });
});
