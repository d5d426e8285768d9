import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi } from '../../test/fake-api.ts';
import { envelope } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { makeApplication, step, withActive } from './test-application.ts';

const START = '/dashboard/borrower/loan-application';
const KREDITZ = `${START}/kreditz`;
const FRAME_ORIGIN = 'http://127.0.0.1:4010';
const FRAME_URL = `${FRAME_ORIGIN}/__sandbox/providers/kreditz?session=s1`;
const LOG = step(42, 'kreditz/log-event');

const completed = {
  type: 'kreditz',
  status: 'success',
  case_id: 'CASE-1',
  message: 'flow completed',
  user_flow_completed: true,
};

function kreditzApi() {
  const api = withActive(createFakeApi(), makeApplication());
  api.on('GET', step(42, 'kreditz/redirect'), {
    status: 200,
    body: envelope({ redirect_url: FRAME_URL }),
  });
  api.on('POST', LOG, { status: 200, body: {} });
  return api;
}

async function openFrame(api = kreditzApi(), path = KREDITZ) {
  const app = await renderApp({ path, vault: 'user', api });
  const frame = await screen.findByTitle<HTMLIFrameElement>('Bank data service');
  return { app, frame };
}

function post(data: unknown, source: Window | null, origin = FRAME_ORIGIN) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

afterEach(() => vi.restoreAllMocks());

describe('kreditz: the embedded bank-data frame (§4 step 2)', () => {
  it('frames the provider page, titled and sandboxed', async () => {
    const { frame } = await openFrame();
    expect(frame.getAttribute('src')).toBe(FRAME_URL);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');
    expect(screen.queryByText(/too few transactions/)).toBeNull();
  });

  it('logs the frame’s message and goes to success when the flow is completed', async () => {
    const api = kreditzApi();
    const { app, frame } = await openFrame(api);
    post(completed, frame.contentWindow);
    await waitFor(() => expect(pathOf(app)).toBe(`${KREDITZ}/success`));
    expect(api.calls('POST', LOG).map((r) => r.body)).toEqual([
      { status: 'success', case_id: 'CASE-1', message: 'flow completed' },
    ]);
    const user = userEvent.setup();
    // The router's location changes before React renders the success page (a transition), so
    // its link may not be there yet (under load it was not): wait for it.
    await user.click(await screen.findByRole('link', { name: 'Continue' }));
    // The next screen's chunk may still be loading (under load it was): wait for the navigation.
    await waitFor(() => expect(pathOf(app)).toBe('/dashboard/borrower/aisp'));
  });

  it('only logs a success before the flow is completed, and an info', async () => {
    const api = kreditzApi();
    const { app, frame } = await openFrame(api);
    post({ ...completed, user_flow_completed: false }, frame.contentWindow);
    post({ ...completed, status: 'info' }, frame.contentWindow);
    await waitFor(() => expect(api.calls('POST', LOG)).toHaveLength(2));
    expect(pathOf(app)).toBe(KREDITZ);
  });

  it.each(['user_cancelled_bank_authentication', 'error'])(
    'goes to failure on %s',
    async (status) => {
      const { app, frame } = await openFrame();
      post({ ...completed, status, user_flow_completed: false }, frame.contentWindow);
      await waitFor(() => expect(pathOf(app)).toBe(`${KREDITZ}/failure`));
    },
  );

  it('ignores a message from another origin or another window', async () => {
    const api = kreditzApi();
    const { app, frame } = await openFrame(api);
    post(completed, frame.contentWindow, 'https://evil.example');
    post(completed, window);
    post(completed, null);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(pathOf(app)).toBe(KREDITZ);
    expect(api.calls('POST', LOG)).toHaveLength(0);
  });

  it('only warns when the event cannot be logged, and still goes on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const api = kreditzApi();
    api.on('POST', LOG, { status: 500, body: { message: 'down' } });
    const { app, frame } = await openFrame(api);
    post(completed, frame.contentWindow);
    await waitFor(() => expect(pathOf(app)).toBe(`${KREDITZ}/success`));
    await waitFor(() => expect(warn).toHaveBeenCalled());
  });

  it('asks for the main account with retry=true', async () => {
    await openFrame(kreditzApi(), `${KREDITZ}?retry=true`);
    screen.getByText(/too few transactions/);
  });

  it('failure: try again reopens the frame', async () => {
    const app = await renderApp({ path: `${KREDITZ}/failure`, vault: 'user', api: kreditzApi() });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Try again' }));
    await waitFor(() => expect(pathOf(app)).toBe(KREDITZ));
    await screen.findByTitle('Bank data service');
  });

  it('failure: cancel application leaves for /dashboard', async () => {
    const app = await renderApp({ path: `${KREDITZ}/failure`, vault: 'user', api: kreditzApi() });
    const user = userEvent.setup();
    const cancel = await screen.findByRole('link', { name: 'Cancel application' });
    expect(cancel.getAttribute('href')).toBe('/dashboard');
    await user.click(cancel);
    await waitFor(() => expect(pathOf(app).startsWith(START)).toBe(false));
  });
});
