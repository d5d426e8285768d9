import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import type { FakeReply } from '../test/fake-api.ts';
import {
  KPIS_PATH,
  KPI_ANSWER,
  portfolioApi,
  SIGNED_INVESTOR,
  TRANSACTIONS_PATH,
} from '../features/portfolio/test-portfolio.ts';

const PAGE = '/dashboard/investor/fair-credit-portfolio';
const MESSAGE = /The service cannot be reached/;

/** The portfolio page's two main calls answer as the test says: unreachable, or as usual. */
function switchableApi() {
  const api = portfolioApi();
  const state = { down: true };
  const down: FakeReply = { network: true };
  api.on('GET', KPIS_PATH, () => (state.down ? down : { status: 200, body: envelope(KPI_ANSWER) }));
  api.on('GET', TRANSACTIONS_PATH, () => (state.down ? down : { status: 200, body: envelope([]) }));
  return { api, state };
}

const banner = () => screen.getByRole('status', { name: 'Connection' });
const kpiCalls = (api: ReturnType<typeof portfolioApi>) =>
  api.requests.filter((r) => r.path === KPIS_PATH).length;
/** Lets the refetch that a timer started reach the fake transport and settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

describe('offline banner', () => {
  it('says once that the gateway cannot be reached, retries with backoff and goes on recovery', async () => {
    const { api, state } = switchableApi();
    const { clock } = await renderApp({ path: PAGE, vault: 'user', profile: SIGNED_INVESTOR, api });

    // Several requests fail; one banner, with one retry button.
    await within(banner()).findByText(MESSAGE);
    await settle();
    expect(screen.getAllByText(MESSAGE)).toHaveLength(1);
    expect(within(banner()).getAllByRole('button', { name: 'Try again' })).toHaveLength(1);

    // Automatic retries after 2 s, then 4 s, then 8 s — nothing before each is due.
    for (const [attempt, delay] of [
      [0, 2000],
      [1, 4000],
      [2, 8000],
    ] as const) {
      const before = kpiCalls(api);
      act(() => clock.advance(delay - 1));
      await settle();
      expect(kpiCalls(api), `attempt ${attempt} too early`).toBe(before);
      act(() => clock.advance(1));
      await waitFor(() => expect(kpiCalls(api)).toBeGreaterThan(before));
      await settle();
      expect(within(banner()).getByText(MESSAGE)).toBeTruthy();
    }

    // The gateway is back: the next retry's answer clears the banner and the page fills in.
    state.down = false;
    act(() => clock.advance(16_000));
    await waitFor(() => expect(within(banner()).queryByText(MESSAGE)).toBeNull());
    await screen.findByText('Portfolio value');
    // No more retries once it is back.
    const after = kpiCalls(api);
    act(() => clock.advance(120_000));
    await settle();
    expect(kpiCalls(api)).toBe(after);
  });

  it('retries at once from the button', async () => {
    const { api, state } = switchableApi();
    await renderApp({ path: PAGE, vault: 'user', profile: SIGNED_INVESTOR, api });
    await within(banner()).findByText(MESSAGE);
    await settle();
    state.down = false;
    fireEvent.click(within(banner()).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(banner()).queryByText(MESSAGE)).toBeNull());
  });

  it('stays hidden for answers with an error status: the gateway was reached', async () => {
    const api = portfolioApi();
    api.on('GET', KPIS_PATH, { status: 503 });
    await renderApp({ path: PAGE, vault: 'user', profile: SIGNED_INVESTOR, api });
    await waitFor(() => expect(kpiCalls(api)).toBeGreaterThan(1));
    await settle();
    expect(within(banner()).queryByText(MESSAGE)).toBeNull();
  });
});
