import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TERMS_NOT_SIGNED_MESSAGE } from '#shared/api/envelope.ts';
import { createFakeApi } from '../test/fake-api.ts';
import {
  envelope,
  makeLegacyDetails,
  makeProfile,
  makeTerms,
  stayingOnDashboard,
} from '../test/fixtures.ts';
import { pathOf, renderApp } from '../test/render-app.tsx';
import { languageAtom, mustAcceptTermsAtom, sessionAtom } from '../state/atoms.ts';

const terms = makeTerms({
  version: '2021-06',
  blade: '<h1>Terms</h1><p>Be nice.</p><script>window.hacked = true</script>',
});

describe('route guards', () => {
  it('sends anonymous users from / and /dashboard to the SMS login', async () => {
    for (const path of ['/', '/dashboard', '/dashboard/profile', '/terms-and-conditions']) {
      const app = await renderApp({ path });
      await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
      app.unmount();
    }
  });

  it('sends a logged-in user from /login and /register to the dashboard', async () => {
    for (const path of ['/login', '/login/email', '/register']) {
      const app = await renderApp({ path, vault: 'user', profile: stayingOnDashboard });
      await waitFor(() => expect(pathOf(app)).toBe('/dashboard'));
      await screen.findByRole('heading', { level: 1, name: 'Hello, Maija!' });
      app.unmount();
    }
  });

  it('sends a legacy user from /login and /dashboard to /restricted/{role}', async () => {
    const api = createFakeApi();
    api.on('GET', 'api/legacy/personal-details', {
      status: 200,
      body: envelope(
        makeLegacyDetails({ legacy_users: [{ legacy_user_id: 4, legacy_role: 'investor' }] }),
      ),
    });
    const fromLogin = await renderApp({ path: '/login', vault: 'investor', api });
    // /restricted/investor goes on to the first legacy investor user's fixed-rate portfolio.
    await waitFor(() =>
      expect(pathOf(fromLogin)).toBe('/restricted/investor/fixed-rate-portfolio/4'),
    );
    await screen.findByRole('heading', { name: 'Hello, Liisa!' });
    fromLogin.unmount();

    const fromDashboard = await renderApp({ path: '/dashboard', vault: 'borrower', api });
    await waitFor(() => expect(pathOf(fromDashboard)).toBe('/restricted/borrower'));
    fromDashboard.unmount();

    const fromRestricted = await renderApp({ path: '/restricted', vault: 'investor', api });
    await waitFor(() =>
      expect(pathOf(fromRestricted)).toBe('/restricted/investor/fixed-rate-portfolio/4'),
    );
  });

  it('keeps marketplace users and anonymous users out of /restricted', async () => {
    const user = await renderApp({
      path: '/restricted/investor',
      vault: 'user',
      profile: stayingOnDashboard,
    });
    await waitFor(() => expect(pathOf(user)).toBe('/dashboard'));
    user.unmount();
    const anonymous = await renderApp({ path: '/restricted' });
    await waitFor(() => expect(pathOf(anonymous)).toBe('/login/sms/code'));
  });

  it('sends a rejected foreign user to /onfido/rejected, but not one in processing', async () => {
    for (const code of [2, 4, 6]) {
      const app = await renderApp({
        path: '/dashboard',
        vault: 'user',
        profile: { is_foreigner: true, verification_error_code: code },
      });
      await waitFor(() => expect(pathOf(app)).toBe('/onfido/rejected'));
      await screen.findByRole('heading', { name: 'Identity verification failed' });
      expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe(
        '/login',
      );
      app.unmount();
    }
    const processing = await renderApp({
      path: '/dashboard',
      vault: 'user',
      profile: { is_foreigner: true, verification_error_code: 3 },
    });
    // Processing: the in-progress page is shown in place (features/onfido).
    await screen.findByRole('heading', { name: 'Your identity is being verified' });
    expect(pathOf(processing)).toBe('/dashboard');
  });

  it('shows new terms after a 403, signs them and returns to the dashboard', async () => {
    const api = createFakeApi();
    api.sequence('GET', 'api/user', [
      { status: 403, body: { message: TERMS_NOT_SIGNED_MESSAGE } },
      { status: 200, body: envelope(makeProfile(stayingOnDashboard)) },
    ]);
    api.on('GET', 'api/document/latest/terms_and_conditions', {
      status: 200,
      body: envelope(terms),
    });
    api.on('POST', 'api/document/terms-and-conditions/sign', {
      status: 200,
      body: envelope({ accepted: true, version: '2021-06' }),
    });
    const app = await renderApp({ path: '/dashboard', vault: 'user', api });
    await waitFor(() => expect(pathOf(app)).toBe('/terms-and-conditions'));
    expect(app.store.get(mustAcceptTermsAtom)).toBe(true);
    await screen.findByRole('heading', { level: 2, name: 'Terms' });
    expect(screen.getByText('Be nice.')).toBeTruthy();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    screen.getByText(/If you do not accept the updated terms/);

    act(() => screen.getByRole('button', { name: 'I accept the terms' }).click());
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard'));
    expect(app.store.get(mustAcceptTermsAtom)).toBe(false);
    expect(api.calls('POST', 'api/document/terms-and-conditions/sign')).toHaveLength(1);
    await screen.findByRole('heading', { name: 'Hello, Maija!' });
  });

  it('keeps /terms-and-conditions closed while no acceptance is required', async () => {
    const app = await renderApp({
      path: '/terms-and-conditions',
      vault: 'user',
      profile: stayingOnDashboard,
    });
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard'));
  });

  it('ends the session when the profile cannot be loaded', async () => {
    const api = createFakeApi();
    api.on('GET', 'api/user', { status: 500, body: { message: 'boom' } });
    const app = await renderApp({ path: '/dashboard', vault: 'user', api });
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
    expect(app.bridge.vault.clear).toHaveBeenCalled();
    expect(app.store.get(sessionAtom)).toEqual({ kind: 'anonymous' });
    await screen.findByText(/^We could not process your request/);
    // A GET is retried (limited) on a 5xx before giving up.
    expect(api.calls('GET', 'api/user').length).toBeGreaterThan(1);
  });

  it('ends the session on a 401 and goes to /', async () => {
    const api = createFakeApi();
    api.on('GET', 'api/user', { status: 401, body: { message: 'Unauthenticated.' } });
    const app = await renderApp({ path: '/dashboard', vault: 'user', api });
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
    expect(app.bridge.state.token).toBeNull();
    expect(api.calls('GET', 'api/user')).toHaveLength(1);
  });

  it('sends unknown login paths to /login/sms/code and other unknown paths to not found', async () => {
    const login = await renderApp({ path: '/login/whatever/else' });
    await waitFor(() => expect(pathOf(login)).toBe('/login/sms/code'));
    login.unmount();
    const other = await renderApp({ path: '/no/such/page' });
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(pathOf(other)).toBe('/no/such/page');
  });

  it('redirects /register to identity verification', async () => {
    const app = await renderApp({ path: '/register' });
    await waitFor(() => expect(pathOf(app)).toBe('/register/identity-verification'));
    await screen.findByRole('heading', { name: 'Register' });
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
  });
});

describe('locale suffix', () => {
  it('switches the language and removes the segment, keeping the query', async () => {
    const app = await renderApp({ path: '/login/sms/code/fi?error=onboarded' });
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
    expect(app.router.state.location.search).toBe('?error=onboarded');
    expect(app.store.get(languageAtom)).toBe('fi');
    await screen.findByRole('heading', { level: 1, name: 'Kirjaudu sisään' });
    expect(document.documentElement.lang).toBe('fi');
    expect(app.bridge.settings.setLanguage).toHaveBeenCalledWith('fi');
  });

  it('keeps the hash, on the first load and on later navigations', async () => {
    const app = await renderApp({ path: '/login/sms/code/fi?error=onboarded#code' });
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
    expect(app.router.state.location.search).toBe('?error=onboarded');
    expect(app.router.state.location.hash).toBe('#code');
    await act(() => app.router.navigate('/login/email/en#email'));
    await waitFor(() => expect(pathOf(app)).toBe('/login/email'));
    expect(app.router.state.location.hash).toBe('#email');
    expect(app.store.get(languageAtom)).toBe('en');
  });

  it('maps se to Swedish and works on later navigations', async () => {
    const app = await renderApp({ path: '/login/email' });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await act(() => app.router.navigate('/login/email/se'));
    await waitFor(() => expect(pathOf(app)).toBe('/login/email'));
    expect(app.store.get(languageAtom)).toBe('sv');
    await screen.findByRole('heading', { level: 1, name: 'Logga in' });
    await act(() => app.router.navigate('/de'));
    await waitFor(() => expect(app.store.get(languageAtom)).toBe('de'));
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
  });
});
