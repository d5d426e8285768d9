import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fake-api.ts';
import { fail } from '#shared/result.ts';
import { envelope, makeProfile, stayingOnDashboard } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { profileKeys } from '../profile/queries.ts';
import { LOGOUT_WAIT_MS } from './use-logout.ts';

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('navigation bar and footer', () => {
  it('shows login, register and the language switcher when logged out', async () => {
    await renderApp({ path: '/login/sms/code' });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(within(nav()).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(within(nav()).getByRole('link', { name: 'Register' }).getAttribute('href')).toBe(
      '/register',
    );
    within(nav()).getByRole('combobox', { name: 'Language' });
    expect(within(nav()).queryByRole('button', { name: 'Log out' })).toBeNull();
    // On login paths the footer is only a contact link.
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Contact us']);
  });

  it('shows the full footer elsewhere, opening links through the bridge', async () => {
    const app = await renderApp({ path: '/dashboard', vault: 'user', profile: stayingOnDashboard });
    await screen.findByRole('heading', { name: 'Hello, Maija!' });
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(footer)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Privacy policy',
      'Consumer information',
      'Contact us',
      'Facebook',
      'LinkedIn',
      'Instagram',
    ]);
    await userEvent.setup().click(within(footer).getByRole('link', { name: 'Privacy policy' }));
    expect(app.bridge.app.openExternal).toHaveBeenCalledWith(
      'https://www.vertaislaina.fi/tietosuojaseloste',
    );
  });

  it('follows the cached profile: a contract signed turns start investing into the menu', async () => {
    const { app } = await renderApp({ path: '/dashboard', vault: 'user' });
    // Without a signed contract /dashboard leads to the borrower dashboard.
    await screen.findByRole('heading', { level: 1, name: 'Your loans' });
    within(nav()).getByRole('link', { name: 'Start investing' });
    const profile = makeProfile();
    const signed = {
      ...profile,
      deposits: [
        { mambu_deposit_id: 'D1', has_signed_contract: true, created_at: profile.created_at },
      ],
    };
    await act(async () => {
      app.services.queryClient.setQueryData(profileKeys.user(), signed);
      await Promise.resolve();
    });
    await within(nav()).findByRole('button', { name: 'Investing' });
    expect(within(nav()).queryByRole('link', { name: 'Start investing' })).toBeNull();
  });

  it('shows a new borrower start investing, the borrower menu, companies and profile', async () => {
    await renderApp({ path: '/dashboard', vault: 'user' });
    await screen.findByRole('heading', { level: 1, name: 'Your loans' });
    within(nav()).getByRole('link', { name: 'Start investing' });
    expect(within(nav()).queryByRole('button', { name: 'Investing' })).toBeNull();
    const user = userEvent.setup();
    const borrowing = within(nav()).getByRole('button', { name: 'Borrowing' });
    expect(borrowing.getAttribute('aria-expanded')).toBe('false');
    await user.click(borrowing);
    expect(borrowing.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav()).getByRole('link', { name: 'My loans' }).getAttribute('href')).toBe(
      '/dashboard/borrower',
    );
    within(nav()).getByRole('button', { name: 'Companies' });
    within(nav()).getByRole('link', { name: 'Profile' });
  });

  it('shows the investor menu to a user with a signed contract; no loans for foreigners', async () => {
    await renderApp({
      path: '/dashboard',
      vault: 'user',
      profile: {
        nationality: 'SE',
        is_foreigner: true,
        verification_error_code: 0,
        deposits: [{ mambu_deposit_id: 'D', has_signed_contract: true, created_at: '2024-01-01' }],
      },
    });
    // A signed contract without a loan leads to the investor dashboard.
    await screen.findByRole('heading', { level: 1, name: 'Your investments' });
    const user = userEvent.setup();
    await user.click(within(nav()).getByRole('button', { name: 'Investing' }));
    for (const name of ['Add funds', 'Portfolio', 'Transactions']) {
      within(nav()).getByRole('link', { name });
    }
    expect(within(nav()).getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(
      '/dashboard/investor/fair-credit-portfolio#withdraw',
    );
    expect(within(nav()).queryByRole('button', { name: 'Borrowing' })).toBeNull();
    expect(within(nav()).queryByRole('button', { name: 'Companies' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Go to loans' })).toBeNull();
  });

  it('logs out: calls the API, clears the vault and state, goes to /', async () => {
    const api = createFakeApi();
    api.on('GET', 'api/user', { status: 200, body: envelope(makeProfile(stayingOnDashboard)) });
    api.on('GET', 'api/auth/logout', { status: 200, body: envelope({ success: true }) });
    const app = await renderApp({ path: '/dashboard', vault: 'user', api });
    await screen.findByRole('heading', { name: 'Hello, Maija!' });
    await userEvent.setup().click(within(nav()).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
    expect(api.calls('GET', 'api/auth/logout')).toHaveLength(1);
    expect(app.bridge.state.token).toBeNull();
    // The router's location can change before React has rendered the signed-out bar.
    await waitFor(() => within(nav()).getByRole('link', { name: 'Register' }));
  });

  it('still clears the session when logout fails', async () => {
    const api = createFakeApi();
    api.on('GET', 'api/user', { status: 200, body: envelope(makeProfile(stayingOnDashboard)) });
    api.on('GET', 'api/auth/logout', { status: 500 });
    const app = await renderApp({ path: '/dashboard', vault: 'user', api });
    await screen.findByRole('heading', { name: 'Hello, Maija!' });
    await userEvent.setup().click(within(nav()).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
    expect(app.bridge.vault.clear).toHaveBeenCalled();
  });

  it('clears the session after 5 s when the logout gets no answer', async () => {
    const api = createFakeApi();
    api.on('GET', 'api/user', { status: 200, body: envelope(makeProfile(stayingOnDashboard)) });
    api.on('GET', 'api/auth/logout', () => new Promise(() => undefined));
    const app = await renderApp({ path: '/dashboard', vault: 'user', api });
    await screen.findByRole('heading', { name: 'Hello, Maija!' });
    await userEvent.setup().click(within(nav()).getByRole('button', { name: 'Log out' }));
    act(() => app.clock.advance(LOGOUT_WAIT_MS - 1));
    await act(() => Promise.resolve());
    expect(app.bridge.state.token).toBe('T');
    act(() => app.clock.advance(1));
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
    expect(app.bridge.state.token).toBeNull();
  });

  it('tells the user when the sign-in could not be removed from the keychain', async () => {
    const api = createFakeApi();
    api.on('GET', 'api/user', { status: 200, body: envelope(makeProfile(stayingOnDashboard)) });
    api.on('GET', 'api/auth/logout', { status: 200, body: envelope({ success: true }) });
    const app = await renderApp({ path: '/dashboard', vault: 'user', api });
    app.bridge.vault.clear.mockResolvedValueOnce(fail('timeout'));
    await screen.findByRole('heading', { name: 'Hello, Maija!' });
    await userEvent.setup().click(within(nav()).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
    await screen.findByText(/your sign-in could not be removed from this computer's keychain/);
  });

  it('switches the language from the switcher and updates the profile language', async () => {
    const api = createFakeApi();
    api.on('GET', 'api/user', { status: 200, body: envelope(makeProfile(stayingOnDashboard)) });
    api.on('PATCH', 'api/user', {
      status: 200,
      body: envelope(makeProfile({ ...stayingOnDashboard, language: 'de' })),
    });
    const app = await renderApp({ path: '/dashboard', vault: 'user', api });
    await screen.findByRole('heading', { name: 'Hello, Maija!' });
    await userEvent
      .setup()
      .selectOptions(within(nav()).getByRole('combobox', { name: 'Language' }), 'Deutsch');
    await screen.findByRole('heading', { name: 'Hallo Maija!' });
    await waitFor(() =>
      expect(api.calls('PATCH', 'api/user')[0]?.body).toEqual({ language: 'de' }),
    );
    expect(app.bridge.settings.setLanguage).toHaveBeenCalledWith('de');
  });
});
