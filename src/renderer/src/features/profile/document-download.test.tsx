import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DownloadResult } from '#shared/bridge.ts';
import { sessionAtom } from '../../state/atoms.ts';
import { createFakeApi } from '../../test/fake-api.ts';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { envelope, makeProfile } from '../../test/fixtures.ts';
import { pathOf, renderApp } from '../../test/render-app.tsx';
import { profileKeys } from './queries.ts';

const profile = makeProfile({
  user_documents: [
    { id: 11, created_at: '2024-02-03T10:00:00Z', document: { type: 'investor_contract' } },
  ],
});

async function downloadWith(result: DownloadResult) {
  const bridge = createFakeBridge({ token: 'T' });
  bridge.downloads.save.mockResolvedValueOnce(result);
  const api = createFakeApi();
  api.on('GET', 'api/user', { status: 200, body: envelope(profile) });
  const app = await renderApp({ path: '/dashboard/profile', vault: 'user', api, bridge });
  await userEvent
    .setup()
    .click(await screen.findByRole('button', { name: 'Download Investor contract, 03.02.2024' }));
  return app;
}

describe('a document download', () => {
  it('ends the session on a 401, as any API call does: vault and state cleared, then /', async () => {
    const app = await downloadWith({ status: 'failed', reason: 'unauthorized' });
    await waitFor(() => expect(pathOf(app)).toBe('/login/sms/code'));
    expect(app.bridge.vault.clear).toHaveBeenCalledTimes(1);
    expect(app.bridge.state.token).toBeNull();
    expect(app.store.get(sessionAtom)).toEqual({ kind: 'anonymous' });
    expect(app.app.services.queryClient.getQueryData(profileKeys.user())).toBeUndefined();
  });

  it('keeps the session on other failures and shows the alert', async () => {
    const app = await downloadWith({ status: 'failed', reason: 'http' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not process/);
    expect(pathOf(app)).toBe('/dashboard/profile');
    expect(app.bridge.vault.clear).not.toHaveBeenCalled();
    expect(app.store.get(sessionAtom)).toEqual({ kind: 'user' });
  });
});
