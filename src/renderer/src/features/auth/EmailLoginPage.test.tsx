import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { legacyCanBeOnboardedAtom, sessionAtom } from '../../state/atoms.ts';
import { createFakeApi, type FakeReply } from '../../test/fake-api.ts';
import { fail, ok } from '#shared/result.ts';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { envelope, makeLegacyDetails } from '../../test/fixtures.ts';
import { pathOf, renderApp, type RenderAppOptions } from '../../test/render-app.tsx';

const details = envelope(makeLegacyDetails());

async function login(reply: FakeReply, options: Omit<RenderAppOptions, 'path' | 'api'> = {}) {
  const api = createFakeApi();
  api.on('POST', 'api/legacy/auth', reply);
  api.on('GET', 'api/legacy/personal-details', { status: 200, body: details });
  // A legacy borrower without old loans: the borrower area keeps its greeting.
  api.on('GET', 'api/legacy/loans', { status: 200, body: envelope([]) });
  const app = await renderApp({ ...options, path: '/login/email', api });
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Email or username' }), 'liisa');
  await user.type(screen.getByLabelText('Password'), 'secret');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return { app, api };
}

const legacyAnswer = (role: 'investor' | 'borrower') => ({
  status: 200,
  body: envelope({ token: 'legacy-tok', role, can_be_onboarded: true, is_foreigner: false }),
});

describe('/login/email', () => {
  it('requires username and password', async () => {
    const api = createFakeApi();
    await renderApp({ path: '/login/email', api });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'This field cannot be empty',
      'This field cannot be empty',
    ]);
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(api.requests).toHaveLength(0);
  });

  it("says 'Email/Username is not valid' for a username no account can have, and sends nothing", async () => {
    const api = createFakeApi();
    await renderApp({ path: '/login/email', api });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Email or username' }), 'liisa@');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Email/Username is not valid');
    expect(api.requests).toHaveLength(0);
  });

  it('has a forgot-password link that opens in the browser', async () => {
    const app = await renderApp({ path: '/login/email' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot your password?' }));
    expect(app.bridge.app.openExternal).toHaveBeenCalledWith(expect.stringMatching(/^https:\/\//));
  });

  it('stores the legacy token and role and opens the borrower area', async () => {
    const { app, api } = await login(legacyAnswer('borrower'));
    await waitFor(() => expect(pathOf(app)).toBe('/restricted/borrower'));
    expect(api.calls('POST', 'api/legacy/auth')[0]?.body).toEqual({
      username: 'liisa',
      password: 'secret',
    });
    expect(app.bridge.vault.storeLegacyToken).toHaveBeenCalledWith('legacy-tok', 'borrower');
    expect(app.store.get(sessionAtom)).toEqual({ kind: 'legacy', role: 'borrower' });
    await screen.findByRole('heading', { name: 'Hello, Liisa!' });
  });

  it('tells an Electron user whose vault keeps the legacy token in memory only', async () => {
    const bridge = createFakeBridge();
    bridge.vault.storeLegacyToken.mockResolvedValueOnce(
      ok({ hasToken: false, legacyRole: 'borrower', backend: 'memory', memoryOnly: true }),
    );
    const { app } = await login(legacyAnswer('borrower'), { bridge, platform: 'electron' });
    await waitFor(() => expect(pathOf(app)).toBe('/restricted/borrower'));
    await screen.findByText(/you will sign in each time you start the app/);
  });

  it('stays on the form when the vault refuses the legacy token', async () => {
    const bridge = createFakeBridge();
    bridge.vault.storeLegacyToken.mockResolvedValueOnce(fail('unavailable'));
    const { app } = await login(legacyAnswer('borrower'), { bridge });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Your sign-in could not be stored securely. Please try again.',
      ),
    );
    expect(pathOf(app)).toBe('/login/email');
    expect(app.store.get(sessionAtom)).toEqual({ kind: 'anonymous' });
  });

  it('opens the investor area for an investor, keeping can_be_onboarded', async () => {
    const { app } = await login(legacyAnswer('investor'));
    await waitFor(() => expect(pathOf(app)).toBe('/restricted/investor'));
    expect(app.store.get(legacyCanBeOnboardedAtom)).toBe(true);
  });

  it('says wrong username or password on a 401 without ending anything', async () => {
    const { app } = await login({ status: 401, body: { message: 'Unauthorized' } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Wrong username or password'),
    );
    expect(pathOf(app)).toBe('/login/email');
    expect(app.bridge.vault.clear).not.toHaveBeenCalled();
  });

  it('stays on /login/email when the legacy system fails', async () => {
    const { app } = await login({
      status: 403,
      body: { message: 'LegacySystemException: timeout' },
    });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The old service is not responding right now. Please try again later.',
      ),
    );
    expect(pathOf(app)).toBe('/login/email');
  });

  it('sends an already-onboarded user to the SMS login with the notice', async () => {
    const { app } = await login({ status: 403, body: { message: 'User is onboarded' } });
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
    expect(app.router.state.location.search).toBe('?error=onboarded');
    await screen.findByText(/You have already moved to the new service/);
  });
});
