import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Settings } from '#shared/bridge.ts';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { stayingOnDashboard } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';

const LOCKED = "Fixed by your organisation's policy";
const NAMES = {
  language: 'Language',
  apiBaseUrl: 'Marketplace address',
  sandbox: 'Demo marketplace (sandbox)',
  downloadFolder: 'Download folder',
  sessionTimeoutMinutes: 'Sign-out after inactivity',
  updates: 'Updates',
  logLevel: 'Log level',
} as const;

/** The value cell of a settings row, by the row's header. */
const cell = (name: string) => {
  const row = screen.getByRole('rowheader', { name }).closest('tr');
  if (row === null) throw new Error(`no row ${name}`);
  return within(row).getByRole('cell');
};

async function renderAbout(settings: Partial<Settings> = {}) {
  const app = await renderApp({
    path: '/about',
    bridge: createFakeBridge({ sessionTimeoutMinutes: 15, settings }),
  });
  await screen.findByRole('heading', { level: 1, name: 'About the app' });
  return app;
}

describe('the About page', () => {
  it('shows the version, the platform and every setting, with no marker when nothing is locked', async () => {
    await renderAbout();
    expect(await screen.findByRole('cell', { name: 'test' })).toBeTruthy();
    expect(cell('Platform').textContent).toBe('Browser');
    expect(cell(NAMES.language).textContent).toBe('English');
    expect(cell(NAMES.apiBaseUrl).textContent).toBe('http://api.test');
    expect(cell(NAMES.sandbox).textContent).toBe('Not in use');
    expect(cell(NAMES.downloadFolder).textContent).toBe('Asked when saving');
    expect(cell(NAMES.sessionTimeoutMinutes).textContent).toBe('15 minutes');
    expect(cell(NAMES.updates).textContent).toBe('Automatic');
    expect(cell(NAMES.logLevel).textContent).toBe('Normal');
    expect(screen.queryByText(LOCKED)).toBeNull();
  });

  it('marks exactly the settings the policy fixes, with the policy’s values', async () => {
    await renderAbout({
      apiBaseUrl: 'https://api.vertaislaina.example',
      downloadFolder: 'C:\\Exports',
      sessionTimeoutMinutes: 30,
      updates: { kind: 'feed', url: 'https://updates.example.fi/desktop/' },
      lockedByPolicy: [
        'apiBaseUrl',
        'sandbox',
        'downloadFolder',
        'sessionTimeoutMinutes',
        'updates',
      ],
    });
    const locked = ['apiBaseUrl', 'sandbox', 'downloadFolder', 'sessionTimeoutMinutes', 'updates'];
    for (const [setting, name] of Object.entries(NAMES)) {
      const marker = within(cell(name)).queryByText(LOCKED);
      expect(marker !== null, `${setting} marked`).toBe(locked.includes(setting));
    }
    expect(screen.getAllByText(LOCKED)).toHaveLength(locked.length);
    expect(cell(NAMES.downloadFolder).textContent).toBe(`C:\\Exports${LOCKED}`);
    expect(cell(NAMES.sessionTimeoutMinutes).textContent).toBe(`30 minutes${LOCKED}`);
    expect(cell(NAMES.updates).textContent).toBe(
      `From https://updates.example.fi/desktop/${LOCKED}`,
    );
  });

  it('marks the log level alone when only it is fixed', async () => {
    await renderAbout({
      logLevel: 'debug',
      updates: { kind: 'off' },
      lockedByPolicy: ['logLevel'],
    });
    expect(cell(NAMES.logLevel).textContent).toBe(`Detailed (for troubleshooting)${LOCKED}`);
    expect(cell(NAMES.updates).textContent).toBe('Off');
    expect(screen.getAllByText(LOCKED)).toHaveLength(1);
  });

  it('is reached from the profile page', async () => {
    const app = await renderApp({
      path: '/dashboard/profile',
      vault: 'user',
      profile: stayingOnDashboard,
    });
    await userEvent
      .setup()
      .click(await screen.findByRole('link', { name: 'About the app and its settings' }));
    await waitFor(() => expect(pathOf(app)).toBe('/about'));
    await screen.findByRole('heading', { level: 1, name: 'About the app' });
  });
});
