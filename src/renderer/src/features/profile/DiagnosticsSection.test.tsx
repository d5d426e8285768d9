import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DownloadResult } from '#shared/bridge.ts';
import { createFakeApi } from '../../test/fake-api.ts';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { envelope, makeProfile } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const PAGE = '/dashboard/profile';
const withDocument = makeProfile({
  user_documents: [
    { id: 11, created_at: '2024-02-03T10:00:00Z', document: { type: 'investor_contract' } },
  ],
});

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

  it('says the same when main could not be asked at all', async () => {
    const bridge = createFakeBridge({ token: 'T' });
    Object.assign(bridge.app, { saveDiagnostics: vi.fn().mockRejectedValue(new Error('IPC')) });
    await renderApp({ path: PAGE, vault: 'user', platform: 'electron', bridge });
    await userEvent.click(await screen.findByRole('button', { name: 'Save diagnostics…' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The diagnostics file could not be saved.',
    );
  });

  it('saves one file at a time with the documents: it waits while a document downloads', async () => {
    const bridge = createFakeBridge({ token: 'T' });
    let finish: (result: DownloadResult) => void = () => undefined;
    bridge.downloads.save.mockImplementationOnce(
      () =>
        new Promise<DownloadResult>((resolve) => {
          finish = resolve;
        }),
    );
    const api = createFakeApi();
    api.on('GET', 'api/user', { status: 200, body: envelope(withDocument) });
    await renderApp({ path: PAGE, vault: 'user', platform: 'electron', api, bridge });
    const diagnostics = await screen.findByRole('button', { name: 'Save diagnostics…' });
    await userEvent.click(
      screen.getByRole('button', { name: 'Download Investor contract, 03.02.2024' }),
    );
    expect(diagnostics).toHaveProperty('disabled', true);
    act(() => finish({ status: 'saved', path: '/tmp/contract.pdf' }));
    await waitFor(() => expect(diagnostics).toHaveProperty('disabled', false));
    await userEvent.click(diagnostics);
    expect(bridge.app.saveDiagnostics).toHaveBeenCalledOnce();
  });

  it('is not offered in a browser, which has no logs to give', async () => {
    await renderApp({ path: PAGE, vault: 'user', platform: 'web' });
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    expect(screen.queryByRole('button', { name: 'Save diagnostics…' })).toBeNull();
  });
});
