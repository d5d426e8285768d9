import { fireEvent, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WalkthroughOutcome } from '#shared/bridge.ts';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { renderApp } from '../../test/render-app.tsx';
import { DEPOSIT, KPI_ANSWER, KPIS_PATH, portfolioApi } from '../portfolio/test-portfolio.ts';

const DASHBOARD = '/dashboard/investor';
const USER_ID = 1;
/* The manual clock is at 2026-01-15T10:00Z: this deposit account is two days old. */
const TWO_DAYS_OLD = '2026-01-13T10:00:00Z';

const profileWith = (createdAt: string) => ({
  id: USER_ID,
  deposits: [{ mambu_deposit_id: DEPOSIT, has_signed_contract: true, created_at: createdAt }],
});

async function openDashboard(
  options: {
    portfolioValue?: number;
    createdAt?: string;
    remembered?: WalkthroughOutcome;
    path?: string;
  } = {},
) {
  const api = portfolioApi({ ...KPI_ANSWER, portfolio_value: options.portfolioValue ?? 0 });
  const bridge = createFakeBridge({ token: 'T' });
  if (options.remembered) bridge.state.walkthroughs.set(USER_ID, options.remembered);
  const app = await renderApp({
    path: options.path ?? DASHBOARD,
    vault: 'user',
    profile: profileWith(options.createdAt ?? TWO_DAYS_OLD),
    api,
    bridge,
  });
  return { ...app, api, bridge };
}

/** The open dialog of that name, named by its title (whole-page role queries are slow). */
function dialogNamed(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog[open]')) {
      const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
      if (title?.textContent === name) return dialog;
    }
    throw new Error(`no dialog named ${name}`);
  });
}

/** Waits until the KPIs are on the page: the walk-through has what it needs by then. */
async function figuresShown(api: { calls: (method: string, path: string) => unknown[] }) {
  await waitFor(() => expect(api.calls('GET', KPIS_PATH).length).toBeGreaterThan(0));
  await waitFor(() => expect(document.querySelector('#portfolio dl')).not.toBeNull());
  // The remembered outcome comes from the bridge: give its answer time to be rendered too.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

const noDialog = () => waitFor(() => expect(document.querySelector('dialog')).toBeNull());

describe('the walk-through', () => {
  it('shows for a portfolio value of 0, a deposit account under 3 days old, not yet done', async () => {
    await openDashboard();
    const dialog = await dialogNamed('Welcome to investing');
    expect(within(dialog).getByText('Step 1 of 4')).toBeTruthy();
  });

  it('does not show once the portfolio has a value', async () => {
    const { api } = await openDashboard({ portfolioValue: 0.01 });
    await figuresShown(api);
    await noDialog();
  });

  it('does not show when the first deposit account is more than 3 days old', async () => {
    const { api } = await openDashboard({ createdAt: '2026-01-12T09:59:59Z' });
    await figuresShown(api);
    await noDialog();
  });

  it('shows on the last moment of the 3 days', async () => {
    await openDashboard({ createdAt: '2026-01-12T10:00:00Z' });
    expect(await dialogNamed('Welcome to investing')).toBeTruthy();
  });

  it('does not show once completed or skipped', async () => {
    for (const remembered of ['completed', 'skipped'] as const) {
      const { api, bridge, unmount } = await openDashboard({ remembered });
      await figuresShown(api);
      await waitFor(() => expect(bridge.settings.walkthrough).toHaveBeenCalledWith(USER_ID));
      await noDialog();
      unmount();
    }
  });

  it('goes through the four steps with Next and Back, shows the bank details, and remembers Done', async () => {
    const { bridge } = await openDashboard();
    let dialog = await dialogNamed('Welcome to investing');
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    dialog = await dialogNamed('How it works');
    expect(within(dialog).getByText('Step 2 of 4')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    dialog = await dialogNamed('Welcome to investing');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    dialog = await dialogNamed('How it works');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    dialog = await dialogNamed('Make a deposit');
    const funds = within(dialog).getByRole('region', { name: 'Add funds' });
    expect(await within(funds).findByText('12 34561')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));

    dialog = await dialogNamed('You are ready');
    expect(within(dialog).queryByRole('button', { name: 'Skip' })).toBeNull();
    expect(bridge.settings.setWalkthrough).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await noDialog();
    expect(bridge.settings.setWalkthrough).toHaveBeenCalledWith(USER_ID, 'completed');
    expect(bridge.state.walkthroughs.get(USER_ID)).toBe('completed');
  });

  it('remembers Skip, and does not show again the next time', async () => {
    const first = await openDashboard();
    const dialog = await dialogNamed('Welcome to investing');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip' }));
    await noDialog();
    expect(first.bridge.settings.setWalkthrough).toHaveBeenCalledWith(USER_ID, 'skipped');
    first.unmount();

    const api = portfolioApi({ ...KPI_ANSWER, portfolio_value: 0 });
    await renderApp({
      path: DASHBOARD,
      vault: 'user',
      profile: profileWith(TWO_DAYS_OLD),
      api,
      bridge: first.bridge,
    });
    await figuresShown(api);
    await noDialog();
  });

  it('takes Escape as Skip', async () => {
    const { bridge } = await openDashboard();
    fireEvent.keyDown(await dialogNamed('Welcome to investing'), { key: 'Escape' });
    await noDialog();
    expect(bridge.settings.setWalkthrough).toHaveBeenCalledWith(USER_ID, 'skipped');
  });
});

describe('the welcome modal', () => {
  it('shows with ?msg=welcome; OK closes it and removes the query', async () => {
    const app = await openDashboard({ portfolioValue: 100, path: `${DASHBOARD}?msg=welcome` });
    const dialog = await dialogNamed('Welcome!');
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await noDialog();
    expect(app.router.state.location.pathname).toBe(DASHBOARD);
    expect(app.router.state.location.search).toBe('');
  });

  it('does not show without the query', async () => {
    const { api } = await openDashboard({ portfolioValue: 100 });
    await figuresShown(api);
    await noDialog();
  });

  it('comes before the walk-through, which follows once it is closed', async () => {
    await openDashboard({ path: `${DASHBOARD}?msg=welcome` });
    const welcome = await dialogNamed('Welcome!');
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    fireEvent.click(within(welcome).getByRole('button', { name: 'OK' }));
    expect(await dialogNamed('Welcome to investing')).toBeTruthy();
  });

  it('is in Finnish for a Finnish reader', async () => {
    await openDashboard({ portfolioValue: 100, path: `${DASHBOARD}/fi?msg=welcome` });
    const dialog = await dialogNamed('Tervetuloa!');
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeTruthy();
  });
});
