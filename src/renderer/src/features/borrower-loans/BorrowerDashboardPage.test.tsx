import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NBSP } from '#shared/domain/format.ts';
import { renderApp } from '../../test/render-app.tsx';
import { borrowerLoansApi, wireLoan } from './test-borrower-loans.ts';

const loansTable = () => screen.findByRole('table', { name: 'Your loans' });

describe('/dashboard/borrower', () => {
  it('lists the loans, each leading to the detail page of its product', async () => {
    const api = borrowerLoansApi([
      wireLoan({ mambu_loan_id: 'L1', interest_rate: 0.069 }),
      wireLoan({ mambu_loan_id: 'L2', interest_rate: 0.199, remaining_debt: 3000 }),
    ]);
    await renderApp({ path: '/dashboard/borrower', vault: 'user', api });
    await screen.findByRole('heading', { level: 1, name: 'Your loans' });
    const table = await loansTable();
    expect((await within(table).findByRole('link', { name: 'Loan L1' })).getAttribute('href')).toBe(
      '/dashboard/borrower/fair-credit-loan/L1',
    );
    expect((await within(table).findByRole('link', { name: 'Loan L2' })).getAttribute('href')).toBe(
      '/dashboard/borrower/fixed-rate-loan/L2',
    );
    const row = within(table).getByRole('row', { name: /Loan L2/ });
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(row.textContent).toContain(`€3${NBSP}000.00`);
    expect(screen.getByText('Total loan amount left').nextSibling?.textContent).toBe(
      `€5${NBSP}100.00`,
    );
  });

  it('says so when there are no loans', async () => {
    await renderApp({ path: '/dashboard/borrower', vault: 'user', api: borrowerLoansApi([]) });
    await screen.findByText('You have no loans.');
  });

  it('shows the page-load error when the loans cannot be loaded', async () => {
    const api = borrowerLoansApi([]);
    api.on('GET', 'api/borrower/dashboard/all-loans-amount-left', { status: 500 });
    await renderApp({ path: '/dashboard/borrower', vault: 'user', api });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The page could not be loaded. Please refresh the page.',
    );
  });

  it('opens the marketing site’s apply page in the user’s language', async () => {
    const english = await renderApp({
      path: '/dashboard/borrower',
      vault: 'user',
      api: borrowerLoansApi(),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Apply for a new loan' }));
    expect(english.bridge.app.openExternal).toHaveBeenCalledWith(
      'https://www.vertaislaina.fi/en/apply-for-a-loan',
    );
    english.unmount();

    const finnish = await renderApp({
      path: '/dashboard/borrower/fi',
      vault: 'user',
      api: borrowerLoansApi(),
    });
    await user.click(await screen.findByRole('link', { name: 'Hae uutta lainaa' }));
    expect(finnish.bridge.app.openExternal).toHaveBeenCalledWith(
      'https://www.vertaislaina.fi/hae-lainaa',
    );
  });

  it('offers the in-app loan calculator beside the marketing site’s apply page', async () => {
    await renderApp({ path: '/dashboard/borrower', vault: 'user', api: borrowerLoansApi() });
    expect(
      (await screen.findByRole('link', { name: 'Calculate a loan' })).getAttribute('href'),
    ).toBe('/dashboard/borrower/loan-application');
  });

  it('shows users outside FI and foreign users no loans, only the way to investing', async () => {
    const abroad = await renderApp({
      path: '/dashboard/borrower',
      vault: 'user',
      profile: { nationality: 'EE' },
      api: borrowerLoansApi(),
    });
    await screen.findByText('Loans are available only to Finnish customers.');
    expect(screen.getByRole('link', { name: 'Go to investing' }).getAttribute('href')).toBe(
      '/dashboard/investor',
    );
    expect(screen.queryByRole('link', { name: 'Apply for a new loan' })).toBeNull();
    expect(abroad.api.calls('GET', 'api/borrower/dashboard/all-loans-amount-left')).toHaveLength(0);
    abroad.unmount();

    const foreign = await renderApp({
      path: '/dashboard/borrower/fair-credit-loan/L1',
      vault: 'user',
      profile: { is_foreigner: true, verification_error_code: 0 },
      api: borrowerLoansApi(),
    });
    await screen.findByText('Loans are available only to Finnish customers.');
    expect(screen.queryByRole('heading', { name: 'Loan L1' })).toBeNull();
    expect(foreign.api.calls('GET', 'api/borrower/loan/L1')).toHaveLength(0);
  });
});
