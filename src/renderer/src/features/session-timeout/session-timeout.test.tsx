import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fake-api.ts';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { envelope, makeProfile, stayingOnDashboard } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { sessionAtom } from '../../state/atoms.ts';
import { ACTIVE, borrowerProfile } from '../loan-application/test-application.ts';
import { ACTIVITY_CHANNEL } from './activity.ts';

const MINUTE = 60_000;
const LOGOUT = 'api/auth/logout';
const WARNING = 'Are you still there?';
const NOTICE =
  'You were signed out because you had been inactive for a while. Sign in again to continue.';

/** The fake bridge's default is a day (for other features' tests): here, main's default. */
const bridgeWith = (minutes = 15, token?: string) =>
  createFakeBridge({ ...(token ? { token } : {}), sessionTimeoutMinutes: minutes });

async function signedIn(options: { minutes?: number } = {}) {
  const api = createFakeApi();
  api.on('GET', 'api/user', { status: 200, body: envelope(makeProfile(stayingOnDashboard)) });
  api.on('GET', LOGOUT, { status: 200, body: envelope({ success: true }) });
  const bridge = bridgeWith(options.minutes, 'T');
  const app = await renderApp({ path: '/dashboard', vault: 'user', api, bridge });
  await screen.findByRole('heading', { name: 'Hello, Maija!' });
  return app;
}

const advance = (app: { clock: { advance(ms: number): void } }, ms: number) =>
  act(() => app.clock.advance(ms));

const warning = () => screen.queryByRole('dialog', { name: WARNING });

describe('the session timeout', () => {
  it('warns a minute before the end, with a live countdown', async () => {
    const app = await signedIn();
    advance(app, 14 * MINUTE - 1_000);
    expect(warning()).toBeNull();
    advance(app, 1_000);
    const dialog = screen.getByRole('dialog', { name: WARNING });
    expect(within(dialog).getByRole('timer').textContent).toBe(
      'You will be signed out in 60 seconds.',
    );
    within(dialog).getByText(
      'For your security, you are signed out after 15 minutes without activity.',
    );
    expect(within(dialog).queryByText(/has not been saved/)).toBeNull();
    advance(app, 8_000);
    expect(within(dialog).getByRole('timer').textContent).toBe(
      'You will be signed out in 52 seconds.',
    );
    // The polite status speaks at steps, not every second.
    expect(within(dialog).getByRole('status').textContent).toBe(
      'You will be signed out in 60 seconds.',
    );
    advance(app, 7_000);
    expect(within(dialog).getByRole('status').textContent).toBe(
      'You will be signed out in 45 seconds.',
    );
  });

  it('reports input to the bridge, which keeps it across a restart', async () => {
    const app = await signedIn();
    const { recordActivity } = app.bridge.vault;
    expect(recordActivity).not.toHaveBeenCalled();
    advance(app, 2_000);
    fireEvent.pointerDown(document.body);
    expect(recordActivity).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document.body, { key: 'a' });
    expect(recordActivity).toHaveBeenCalledTimes(1);
    advance(app, 1_000);
    fireEvent.keyDown(document.body, { key: 'b' });
    expect(recordActivity).toHaveBeenCalledTimes(2);
  });

  it('takes the minutes from the settings', async () => {
    const app = await signedIn({ minutes: 5 });
    advance(app, 4 * MINUTE);
    screen.getByRole('dialog', { name: WARNING });
  });

  it('starts the count again on input before the warning', async () => {
    const app = await signedIn();
    advance(app, 10 * MINUTE);
    fireEvent.keyDown(document.body, { key: 'a' });
    advance(app, 4 * MINUTE);
    expect(warning()).toBeNull();
    advance(app, 10 * MINUTE - 1_000);
    expect(warning()).toBeNull();
    advance(app, 1_000);
    screen.getByRole('dialog', { name: WARNING });
  });

  it('counts input in the app’s other windows', async () => {
    const app = await signedIn();
    advance(app, 10 * MINUTE);
    const otherWindow = new BroadcastChannel(ACTIVITY_CHANNEL);
    otherWindow.postMessage('input');
    otherWindow.close();
    // The channel delivers on a later turn of the event loop.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    advance(app, 4 * MINUTE);
    expect(warning()).toBeNull();
    advance(app, 10 * MINUTE);
    screen.getByRole('dialog', { name: WARNING });
  });

  it('"Stay signed in" extends the session; input alone does not once the warning shows', async () => {
    const app = await signedIn();
    advance(app, 14 * MINUTE);
    const dialog = screen.getByRole('dialog', { name: WARNING });
    fireEvent.pointerDown(dialog);
    advance(app, 30_000);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    expect(warning()).toBeNull();
    advance(app, 14 * MINUTE - 1_000);
    expect(warning()).toBeNull();
    expect(app.api.calls('GET', LOGOUT)).toHaveLength(0);
    advance(app, 1_000);
    screen.getByRole('dialog', { name: WARNING });
  });

  it('keeps the session on Escape, as closing the warning', async () => {
    const app = await signedIn();
    advance(app, 14 * MINUTE);
    fireEvent.keyDown(screen.getByRole('dialog', { name: WARNING }), { key: 'Escape' });
    expect(warning()).toBeNull();
    advance(app, 14 * MINUTE - 1_000);
    expect(warning()).toBeNull();
    expect(app.api.calls('GET', LOGOUT)).toHaveLength(0);
    advance(app, 1_000);
    screen.getByRole('dialog', { name: WARNING });
  });

  it('ends at the timeout: logs out, clears the token, lands on the login with a notice that stays', async () => {
    const app = await signedIn();
    advance(app, 15 * MINUTE - 1);
    expect(app.api.calls('GET', LOGOUT)).toHaveLength(0);
    advance(app, 1);
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
    expect(app.api.calls('GET', LOGOUT)).toHaveLength(1);
    expect(app.bridge.state.token).toBeNull();
    expect(app.store.get(sessionAtom)).toEqual({ kind: 'anonymous' });
    expect(warning()).toBeNull();
    screen.getByText(NOTICE);
    // Unlike other toasts, it waits for a user who was away.
    advance(app, 10 * MINUTE);
    screen.getByText(NOTICE);
    expect(app.api.calls('GET', LOGOUT)).toHaveLength(1);
    // Signed in again, the notice has served.
    act(() => app.app.services.session.startUser());
    await waitFor(() => expect(screen.queryByText(NOTICE)).toBeNull());
  });

  it('"Sign out now" logs out at once, without the inactivity notice', async () => {
    const app = await signedIn();
    advance(app, 14 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out now' }));
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
    expect(app.bridge.state.token).toBeNull();
    advance(app, 5 * MINUTE);
    expect(screen.queryByText(NOTICE)).toBeNull();
    expect(app.api.calls('GET', LOGOUT)).toHaveLength(1);
  });

  it('says that what was typed in a form will be lost', async () => {
    const api = createFakeApi();
    api.on('GET', ACTIVE, { status: 200, body: envelope(null) });
    const app = await renderApp({
      path: '/dashboard/borrower/loan-application',
      vault: 'user',
      api,
      bridge: bridgeWith(15, 'T'),
      profile: borrowerProfile,
    });
    const amount = await screen.findByRole('textbox', { name: 'Loan amount (€)' });
    fireEvent.change(amount, { target: { value: '3000' } });
    advance(app, 14 * MINUTE);
    const dialog = screen.getByRole('dialog', { name: WARNING });
    within(dialog).getByText(
      'What you have typed in the form has not been saved and will be lost. Stay signed in to keep it.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    fireEvent.change(amount, { target: { value: '' } });
    advance(app, 14 * MINUTE);
    expect(
      within(screen.getByRole('dialog', { name: WARNING })).queryByText(/has not been saved/),
    ).toBeNull();
  });

  it('runs nothing while signed out', async () => {
    const api = createFakeApi();
    const app = await renderApp({ path: '/login/sms/code', api, bridge: bridgeWith(15) });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(app.clock.pending()).toBe(0);
    advance(app, 60 * MINUTE);
    expect(warning()).toBeNull();
    expect(api.calls('GET', LOGOUT)).toHaveLength(0);
    expect(app.bridge.vault.clear).not.toHaveBeenCalled();
  });
});
