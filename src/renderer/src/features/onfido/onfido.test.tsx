import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi } from '../../test/fake-api.ts';
import { envelope, makeProfile, stayingOnDashboard } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';

const foreign = (code: number) =>
  makeProfile({
    ...stayingOnDashboard,
    is_foreigner: true,
    nationality: 'EE',
    verification_error_code: code,
  });

describe('identity verification in progress', () => {
  it('polls every 10 s on the app clock; code 0 reloads the profile and shows the dashboard', async () => {
    const api = createFakeApi();
    api.sequence('GET', 'api/user', [
      { status: 200, body: envelope(foreign(1)) },
      { status: 200, body: envelope(foreign(0)) },
    ]);
    api.sequence('GET', 'api/auth/signicat/onfido_status', [
      { status: 200, body: envelope({ status: 1 }) },
      { status: 200, body: envelope({ status: 0 }) },
    ]);
    const app = await renderApp({ path: '/dashboard', vault: 'user', api });
    await screen.findByRole('heading', { name: 'Your identity is being verified' });
    expect(screen.getByText(/we will send you a link by e-mail/)).toBeTruthy();
    await waitFor(() =>
      expect(api.calls('GET', 'api/auth/signicat/onfido_status')).toHaveLength(1),
    );
    expect(api.calls('GET', 'api/user')).toHaveLength(1);

    act(() => app.clock.advance(9_000));
    expect(api.calls('GET', 'api/auth/signicat/onfido_status')).toHaveLength(1);
    act(() => app.clock.advance(1_000));
    await screen.findByRole('heading', { name: 'Hello, Maija!' });
    expect(api.calls('GET', 'api/auth/signicat/onfido_status')).toHaveLength(2);
    expect(api.calls('GET', 'api/user')).toHaveLength(2);
    expect(pathOf(app)).toBe('/dashboard');
  });

  it('goes to /onfido/rejected when the check is rejected', async () => {
    const api = createFakeApi();
    api.on('GET', 'api/user', { status: 200, body: envelope(foreign(3)) });
    api.on('GET', 'api/auth/signicat/onfido_status', {
      status: 200,
      body: envelope({ status: 4 }),
    });
    const app = await renderApp({ path: '/dashboard/profile', vault: 'user', api });
    await waitFor(() => expect(pathOf(app)).toBe('/onfido/rejected'));
    await screen.findByRole('heading', { name: 'Identity verification failed' });
  });

  it('lets a verified foreign user and a non-foreign user through without polling', async () => {
    const api = createFakeApi();
    api.on('GET', 'api/user', { status: 200, body: envelope(foreign(0)) });
    await renderApp({ path: '/dashboard', vault: 'user', api });
    await screen.findByRole('heading', { name: 'Hello, Maija!' });
    expect(api.calls('GET', 'api/auth/signicat/onfido_status')).toHaveLength(0);
  });
});

describe('/onfido/redirect', () => {
  it('asks for a retry link with the state (web: the page goes there)', async () => {
    const api = createFakeApi();
    api.on('GET', 'api/auth/signicat/retry/onfido/st-42', { status: 500 });
    await renderApp({ path: '/onfido/redirect?state=st-42', api });
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Continue to the identity check' }));
    await screen.findByText(/We could not open a new identity check/);
    expect(api.calls('GET', 'api/auth/signicat/retry/onfido/st-42')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/login');
  });

  it('does nothing until the user confirms: no API call, no page opened', async () => {
    const api = createFakeApi();
    const { bridge } = await renderApp({ path: '/onfido/redirect?state=st-42', api });
    await screen.findByRole('button', { name: 'Continue to the identity check' });
    await act(async () => {
      await Promise.resolve();
    });
    expect(api.requests).toHaveLength(0);
    expect(bridge.app.openExternal).not.toHaveBeenCalled();
  });

  it('cancelling goes home without calling the API', async () => {
    const api = createFakeApi();
    const app = await renderApp({ path: '/onfido/redirect?state=st-42', api });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(pathOf(app)).not.toBe('/onfido/redirect'));
    expect(api.calls('GET', 'api/auth/signicat/retry/onfido/st-42')).toHaveLength(0);
  });

  it('fails without a state, calling nothing', async () => {
    const api = createFakeApi();
    await renderApp({ path: '/onfido/redirect', api });
    await screen.findByText(/We could not open a new identity check/);
    expect(api.requests).toHaveLength(0);
  });
});
