import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sessionAtom } from '../state/atoms.ts';
import { createFakeApi } from '../test/fake-api.ts';
import { createFakeBridge } from '../test/fake-bridge.ts';
import { envelope, makeLegacyDetails, makeProfile, stayingOnDashboard } from '../test/fixtures.ts';
import { pathOf, renderApp } from '../test/render-app.tsx';

function legacyApi() {
  const api = createFakeApi();
  api.on('POST', 'api/legacy/auth', {
    status: 200,
    body: envelope({
      token: 'legacy-tok',
      role: 'borrower',
      can_be_onboarded: true,
      is_foreigner: false,
    }),
  });
  api.on('GET', 'api/legacy/personal-details', {
    status: 200,
    body: envelope(makeLegacyDetails()),
  });
  // A legacy borrower without old loans: the borrower area keeps its greeting.
  api.on('GET', 'api/legacy/loans', { status: 200, body: envelope([]) });
  return api;
}

describe('restoreSession', () => {
  it('restores a legacy login after a restart: the vault reports it by its role, not hasToken', async () => {
    const bridge = createFakeBridge();
    const api = legacyApi();
    const first = await renderApp({ path: '/login/email', api, bridge });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email or username' }), 'liisa');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(pathOf(first)).toBe('/restricted/borrower'));
    first.unmount();
    // Main's vault keeps the legacy token beside the (absent) marketplace token.
    expect(await bridge.vault.status()).toMatchObject({ hasToken: false, legacyRole: 'borrower' });

    const restarted = await renderApp({ path: '/restricted', api, bridge });
    expect(restarted.store.get(sessionAtom)).toEqual({ kind: 'legacy', role: 'borrower' });
    await waitFor(() => expect(pathOf(restarted)).toBe('/restricted/borrower'));
    await screen.findByRole('heading', { name: 'Hello, Liisa!' });
    expect(api.calls('GET', 'api/user')).toHaveLength(0);
  });

  it('restores a marketplace session and loads the profile', async () => {
    const api = createFakeApi();
    api.on('GET', 'api/user', { status: 200, body: envelope(makeProfile(stayingOnDashboard)) });
    const app = await renderApp({
      path: '/dashboard',
      api,
      bridge: createFakeBridge({ token: 'T' }),
    });
    expect(app.store.get(sessionAtom)).toEqual({ kind: 'user' });
    expect(api.calls('GET', 'api/user')).toHaveLength(1);
    await screen.findByRole('heading', { name: 'Hello, Maija!' });
  });

  it('keeps the session while the gateway does not answer, and loads the profile once it does', async () => {
    const api = createFakeApi();
    const state = { down: true };
    api.on('GET', 'api/user', () =>
      state.down
        ? { network: true }
        : { status: 200, body: envelope(makeProfile(stayingOnDashboard)) },
    );
    const bridge = createFakeBridge({ token: 'T' });
    const app = await renderApp({ path: '/dashboard', api, bridge });
    await screen.findByRole('button', { name: 'Try again' });
    expect(app.store.get(sessionAtom)).toEqual({ kind: 'user' });
    expect(bridge.vault.clear).not.toHaveBeenCalled();
    expect(pathOf(app)).toBe('/dashboard');

    state.down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { name: 'Hello, Maija!' });
    expect(app.store.get(sessionAtom)).toEqual({ kind: 'user' });
  });

  it('ends the session when the profile fails with an answer (a server error)', async () => {
    const api = createFakeApi();
    api.on('GET', 'api/user', { status: 500 });
    const bridge = createFakeBridge({ token: 'T' });
    const app = await renderApp({ path: '/dashboard', api, bridge });
    await waitFor(() => expect(app.store.get(sessionAtom)).toEqual({ kind: 'anonymous' }));
    expect(bridge.vault.clear).toHaveBeenCalled();
  });

  it('starts anonymous when the vault keeps nothing', async () => {
    const api = createFakeApi();
    const app = await renderApp({ path: '/dashboard', api });
    expect(app.store.get(sessionAtom)).toEqual({ kind: 'anonymous' });
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
    expect(api.requests).toHaveLength(0);
  });
});
