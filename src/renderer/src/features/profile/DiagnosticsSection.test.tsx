import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { renderApp } from '../../test/render-app.tsx';

const PAGE = '/dashboard/profile';

describe('Save diagnostics… on the profile page', () => {
  it('asks main for the diagnostics file and says where it was saved', async () => {
    const { bridge } = await renderApp({ path: PAGE, vault: 'user', platform: 'electron' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save diagnostics…' }));
    expect(bridge.app.saveDiagnostics).toHaveBeenCalledOnce();
    await screen.findByText('Diagnostics saved to /tmp/vertaislaina-diagnostics.zip');
  });

  it('says so when the file could not be saved, and nothing when the dialog was canceled', async () => {
    const bridge = createFakeBridge({ token: 'T' });
    const save = vi
      .fn()
      .mockResolvedValueOnce({ status: 'failed', reason: 'disk-full' })
      .mockResolvedValueOnce({ status: 'canceled' });
    Object.assign(bridge.app, { saveDiagnostics: save });
    await renderApp({ path: PAGE, vault: 'user', platform: 'electron', bridge });
    const button = await screen.findByRole('button', { name: 'Save diagnostics…' });
    await userEvent.click(button);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The diagnostics file could not be saved.',
    );
    await userEvent.click(button);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Diagnostics saved/)).toBeNull();
  });

  it('is not offered in a browser, which has no logs to give', async () => {
    await renderApp({ path: PAGE, vault: 'user', platform: 'web' });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(screen.queryByRole('button', { name: 'Save diagnostics…' })).toBeNull();
  });
});
