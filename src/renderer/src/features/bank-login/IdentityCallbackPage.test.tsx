import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { IdentityCallbackPayload } from '#shared/api/identity.ts';
import { sessionAtom } from '../../state/atoms.ts';
import {
  brokerAtom,
  foreignOnboardingAtom,
  identityCallbackAtom,
  IDENTITY_STORAGE_KEYS,
} from '../../state/identity.ts';
import { createFakeApi, type FakeReply } from '../../test/fake-api.ts';
import { envelope, makeProfile, makeTerms, stayingOnDashboard } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';

const QUERY = '?code=C1&state=S1&session_state=SS1';
const noAccount: IdentityCallbackPayload = {
  token: null,
  state: 'S1',
  blaId: null,
  goal: 'borrower',
  is_over_18: true,
};

function callbackApi(reply: FakeReply) {
  const api = createFakeApi();
  api.on('POST', 'api/auth/telia/callback', reply);
  api.on('GET', 'api/user', { status: 200, body: envelope(makeProfile(stayingOnDashboard)) });
  api.on('GET', 'api/document/latest/terms_and_conditions', { status: 401 });
  return api;
}

const ok = (payload: Partial<IdentityCallbackPayload>) => ({
  status: 200,
  body: envelope({ ...noAccount, ...payload }),
});

describe('/auth/callback', () => {
  it('posts the query once, stores the token and opens the dashboard', async () => {
    const api = callbackApi(ok({ token: 'tok-1', token_type: 'Bearer', state: null }));
    const app = await renderApp({ path: `/auth/callback${QUERY}`, api });
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard'));
    expect(api.calls('POST', 'api/auth/telia/callback')).toHaveLength(1);
    expect(api.calls('POST', 'api/auth/telia/callback')[0]?.body).toEqual({
      code: 'C1',
      state: 'S1',
      session_state: 'SS1',
      status: null,
    });
    expect(app.bridge.vault.storeToken).toHaveBeenCalledWith('tok-1');
    expect(app.store.get(sessionAtom)).toEqual({ kind: 'user' });
    await screen.findByRole('heading', { name: 'Hello, Maija!' });
  });

  it('goes to the loan application with a token and a blaId', async () => {
    const app = await renderApp({
      path: `/auth/callback${QUERY}`,
      api: callbackApi(ok({ token: 'tok-2', blaId: 12 })),
    });
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/borrower/loan-application'));
  });

  it('goes to the loan application with a token and the stored broker application', async () => {
    sessionStorage.setItem(
      IDENTITY_STORAGE_KEYS.broker,
      JSON.stringify({ blaId: 'B9', fromBroker: null }),
    );
    const app = await renderApp({
      path: `/auth/callback${QUERY}`,
      api: callbackApi(ok({ token: 'tok-3' })),
    });
    expect(app.store.get(brokerAtom)?.blaId).toBe('B9');
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/borrower/loan-application'));
  });

  it('keeps a new borrower identity (also in sessionStorage) and asks for details', async () => {
    const app = await renderApp({
      path: `/auth/callback${QUERY}`,
      api: callbackApi(ok({ state: 'S-new' })),
    });
    await waitFor(() => expect(pathOf(app)).toBe('/register/provide-details'));
    const identity = {
      state: 'S-new',
      goal: 'borrower',
      isOver18: true,
      blaId: null,
      foreign: false,
    };
    expect(app.store.get(identityCallbackAtom)).toEqual(identity);
    expect(JSON.parse(sessionStorage.getItem(IDENTITY_STORAGE_KEYS.callback) ?? 'null')).toEqual(
      identity,
    );
    await screen.findByRole('textbox', { name: 'Mobile phone number' });
    expect(app.bridge.vault.storeToken).not.toHaveBeenCalled();
  });

  it('sends the investor goal to investor provide-details', async () => {
    const app = await renderApp({
      path: `/auth/callback${QUERY}`,
      api: callbackApi(ok({ goal: 'investor' })),
    });
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/provide-details'));
    await screen.findByRole('heading', { name: 'Become an investor' });
  });

  it('rejects a person under 18', async () => {
    const app = await renderApp({
      path: `/auth/callback${QUERY}`,
      api: callbackApi(ok({ is_over_18: false })),
    });
    await waitFor(() => expect(pathOf(app)).toBe('/register/rejected'));
    await screen.findByText('You must be at least 18 years old to register.');
  });

  it('sends a cancelled identification to the foreign investor form', async () => {
    const api = callbackApi(ok({ is_over_18: null }));
    const app = await renderApp({ path: '/auth/callback?state=S1&status=cancel', api });
    await waitFor(() => expect(pathOf(app)).toBe('/register/foreign-investor/provide-details'));
    expect(api.calls('POST', 'api/auth/telia/callback')[0]?.body).toMatchObject({
      status: 'cancel',
    });
    expect(app.store.get(foreignOnboardingAtom)).toBe(true);
  });

  it('goes back to register identity verification on an error, without a call', async () => {
    const api = callbackApi(ok({}));
    api.on('GET', 'api/document/latest/terms_and_conditions', {
      status: 200,
      body: envelope(makeTerms()),
    });
    const app = await renderApp({ path: '/auth/callback?error=access_denied&state=S1', api });
    await waitFor(() => expect(pathOf(app)).toBe('/register/identity-verification'));
    expect(app.router.state.location.search).toBe('?error=identification-failed');
    await screen.findByText(
      'Identity verification failed or could not be done from the information given. Please try again.',
    );
    expect(api.calls('POST', 'api/auth/telia/callback')).toHaveLength(0);
  });

  it('sends an unknown user (400) to bank login with the message', async () => {
    const app = await renderApp({
      path: `/auth/callback${QUERY}`,
      api: callbackApi({ status: 400, body: { message: 'User does not exist' } }),
    });
    await waitFor(() => expect(pathOf(app)).toBe('/login/bank'));
    expect(app.router.state.location.search).toBe('?error=user-does-not-exists');
    await screen.findByText('User does not exist. Please register first.');
  });

  it('sends a failed strong authentication (403) to investor identification', async () => {
    const app = await renderApp({
      path: `/auth/callback${QUERY}`,
      api: callbackApi({ status: 403, body: { message: 'SCA failed' } }),
    });
    await waitFor(() => expect(pathOf(app)).toBe('/onboarding/investor/identity-verification'));
    expect(app.router.state.location.search).toBe('?error=sca-auth-failed');
    await screen.findByText('Bank authentication failed. Please contact customer support.');
  });

  it('shows the server error text on other failures', async () => {
    const app = await renderApp({
      path: `/auth/callback${QUERY}`,
      api: callbackApi({ status: 500 }),
    });
    await screen.findByText(/^We could not process your request/);
    expect(pathOf(app)).toBe('/auth/callback');
    screen.getByRole('link', { name: 'Back to login' });
  });
});
