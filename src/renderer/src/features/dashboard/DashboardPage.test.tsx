import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pathOf, renderApp } from '../../test/render-app.tsx';

const signed = { mambu_deposit_id: 'D1', has_signed_contract: true, created_at: '2024-01-01' };
const investorAndBorrower = { deposits: [signed], loans: [{ mambu_loan_id: 'L1' }] };

describe('/dashboard', () => {
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

  it('hides the loan tile from users outside FI', async () => {
    await renderApp({
      path: '/dashboard',
      vault: 'user',
      profile: { nationality: 'EE', ...investorAndBorrower },
    });
    await screen.findByRole('heading', { level: 1, name: 'Hello, Maija!' });
    expect(screen.queryByRole('link', { name: 'Go to loans' })).toBeNull();
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
