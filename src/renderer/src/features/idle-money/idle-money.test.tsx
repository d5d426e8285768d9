import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDLE_DAYS } from '#shared/domain/idle-money.ts';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { envelope } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import {
  KPI_ANSWER,
  KPIS_PATH,
  portfolioApi,
  SIGNED_INVESTOR,
  TRANSACTIONS_PATH,
} from '../portfolio/test-portfolio.ts';

const PAGE = '/dashboard/investor/fair-credit-portfolio';
const DAY = 86_400_000;
/** Noon in Helsinki on 9.1.2026, when €5 000 came in. */
const DEPOSITED = Date.UTC(2026, 0, 9, 10);

/**
 * A portfolio of €26 000 with €6 000 free now (23 %): before the deposit €1 000 was free (5 %),
 * so the money has waited since the deposit's day. Autoinvest is on.
 */
function idleApi(autoinvestActive = true) {
  const api = portfolioApi({ ...KPI_ANSWER, free_capital: 6000, active_investments: 20000 });
  api.on('GET', TRANSACTIONS_PATH, {
    status: 200,
    body: envelope([
      {
        created: new Date(DEPOSITED).toISOString(),
        from: 'FI2112345600000785',
        to: 'DEP1',
        amount: 5000,
        type: 'DEPOSIT',
      },
    ]),
  });
  api.on('GET', `api/investor/deposit/DEP1/auto-invest/status`, {
    status: 200,
    body: envelope({ is_active: autoinvestActive, is_enabled: true, signing_right: null }),
  });
  return api;
}

const LINE = /^€6\s000\.00 has waited uninvested for (\d+) days: more than 10% of your portfolio/;

/** Opens the page on the manual clock's day `daysAfterDeposit` after the deposit, at noon. */
async function openOnDay(
  daysAfterDeposit: number,
  options: { autoinvestActive?: boolean; bridge?: ReturnType<typeof createFakeBridge> } = {},
) {
  const bridge = options.bridge ?? createFakeBridge({ token: 'T' });
  const api = idleApi(options.autoinvestActive);
  const app = await renderApp({
    path: PAGE,
    vault: 'user',
    profile: SIGNED_INVESTOR,
    api,
    bridge,
    platform: 'electron',
    now: DEPOSITED + daysAfterDeposit * DAY,
  });
  await screen.findAllByText('Free capital');
  await waitFor(() => expect(api.calls('GET', TRANSACTIONS_PATH).length).toBeGreaterThan(0));
  return { ...app, api };
}

/** Lets the page work out the days from what it loaded. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('idle money on the fair-credit portfolio', () => {
  it('says nothing on the sixth day, and on the seventh says how much and for how many days', async () => {
    const sixth = await openOnDay(IDLE_DAYS - 2);
    await settle();
    expect(screen.queryByText(LINE)).toBeNull();
    expect(sixth.bridge.notifications.notify).not.toHaveBeenCalled();
    sixth.unmount();

    await openOnDay(IDLE_DAYS - 1);
    const line = await screen.findByText(LINE);
    expect(LINE.exec(line.textContent ?? '')?.[1]).toBe('7');
  });

  it('counts on while the money waits, and asks no more of the gateway than the page does', async () => {
    const { api } = await openOnDay(12);
    expect((await screen.findByText(LINE)).textContent).toMatch(/ 13 days/);
    const kpiCalls = api.calls('GET', KPIS_PATH).length;
    await settle();
    expect(api.calls('GET', KPIS_PATH).length).toBe(kpiCalls);
    // The figures' one range, and the list's month beside the chart's range: nothing of its own.
    const distinct = (path: string) =>
      new Set(api.calls('GET', path).map((call) => JSON.stringify(call.params))).size;
    expect(distinct(KPIS_PATH)).toBe(1);
    expect(distinct(TRANSACTIONS_PATH)).toBe(2);
  });

  it('says nothing while autoinvest is off: the money is meant to wait', async () => {
    await openOnDay(12, { autoinvestActive: false });
    await settle();
    expect(screen.queryByText(LINE)).toBeNull();
  });

  it('notifies once per episode, and only while the window is not focused', async () => {
    const bridge = createFakeBridge({ token: 'T' });
    bridge.state.focused = true;
    const first = await openOnDay(8, { bridge });
    await screen.findByText(LINE);
    await waitFor(() => expect(bridge.notifications.notify).toHaveBeenCalledTimes(1));
    await settle();

    // Focused: nothing was shown, so it is tried again when the window loses the focus.
    bridge.state.focused = false;
    act(() => void window.dispatchEvent(new Event('blur')));
    await waitFor(() => expect(bridge.notifications.notify).toHaveBeenCalledTimes(2));
    expect(bridge.notifications.notify).toHaveBeenLastCalledWith({
      title: 'Money waiting in your portfolio',
      body: expect.stringMatching(/^€6\s000\.00 has waited uninvested for 9 days/) as unknown,
    });
    act(() => void window.dispatchEvent(new Event('blur')));
    await settle();
    expect(bridge.notifications.notify).toHaveBeenCalledTimes(2);
    first.unmount();

    // The next days of the same episode: no more notifications.
    await openOnDay(10, { bridge });
    await screen.findByText(LINE);
    await settle();
    expect(bridge.notifications.notify).toHaveBeenCalledTimes(2);
  });
});
