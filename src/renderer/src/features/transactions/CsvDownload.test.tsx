import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DownloadProgress, DownloadResult } from '#shared/bridge.ts';
import { createFakeBridge } from '../../test/fake-bridge.ts';
import { renderApp } from '../../test/render-app.tsx';
import { portfolioApi, SIGNED_INVESTOR } from '../portfolio/test-portfolio.ts';

const PAGE = '/dashboard/investor/fair-credit-portfolio';

/** The page with a bridge whose save waits for `finish` and whose progress the test sends. */
async function openWithPendingSave() {
  const bridge = createFakeBridge({ token: 'T' });
  // Every save control of the page listens; each ignores events while it is not saving.
  const listeners: Array<(event: DownloadProgress) => void> = [];
  const progress = (event: DownloadProgress) => listeners.forEach((listener) => listener(event));
  bridge.downloads.onProgress.mockImplementation((...args: unknown[]) => {
    // The fake's onProgress declares no listener; the app passes one.
    listeners.push(args[0] as (event: DownloadProgress) => void);
    return () => undefined;
  });
  let finish: (result: DownloadResult) => void = () => undefined;
  bridge.downloads.save.mockImplementation(
    () =>
      new Promise<DownloadResult>((resolve) => {
        finish = resolve;
      }),
  );
  await renderApp({
    path: PAGE,
    vault: 'user',
    profile: SIGNED_INVESTOR,
    api: portfolioApi(),
    bridge,
  });
  const section = document.getElementById('transactions');
  if (!section) throw new Error('no #transactions');
  const list = within(section);
  const button = await list.findByRole('button', { name: 'Download CSV' });
  return {
    bridge,
    list,
    button,
    progress: (event: Omit<DownloadProgress, 'id'>) =>
      act(async () => {
        progress({ id: 'd1', ...event });
        await Promise.resolve();
      }),
    finish: (result: DownloadResult) =>
      act(async () => {
        finish(result);
        await Promise.resolve();
      }),
  };
}

describe('the transactions CSV', () => {
  it('asks for the list’s own filter and range, under a dated name', async () => {
    const csv = await openWithPendingSave();
    const user = userEvent.setup();
    await user.click(csv.list.getByRole('button', { name: 'Deposit' }));
    await user.click(csv.button);
    expect(csv.bridge.downloads.save).toHaveBeenCalledWith({
      kind: 'csv',
      apiPath: 'api/investor/deposit/DEP1/transaction/download',
      query: { type: 'DEPOSIT', from_date: '2025-12-15', to_date: '2026-01-15' },
      suggestedName: 'transactions_2025-12-15_2026-01-15.csv',
    });
  });

  it('is busy while saving, announces the progress, then shows where the file went', async () => {
    const csv = await openWithPendingSave();
    await userEvent.setup().click(csv.button);
    expect(csv.button).toHaveProperty('disabled', true);
    expect(csv.button.getAttribute('aria-busy')).toBe('true');
    await csv.progress({ receivedBytes: 2048, totalBytes: null });
    expect(csv.list.getByText('Saving the CSV file… 2048 bytes received')).toBeTruthy();
    await csv.progress({ receivedBytes: 3000, totalBytes: 4000 });
    expect(csv.list.getByText('Saving the CSV file… 75 % received')).toBeTruthy();
    await csv.finish({ status: 'saved', path: '/home/pekka/transactions.csv' });
    expect(csv.list.getByText('Saved: /home/pekka/transactions.csv')).toBeTruthy();
    expect(csv.button).toHaveProperty('disabled', false);
    expect(csv.list.queryByText(/Saving the CSV file/)).toBeNull();
  });

  it('shows nothing when the save is canceled', async () => {
    const csv = await openWithPendingSave();
    await userEvent.setup().click(csv.button);
    await csv.finish({ status: 'canceled' });
    await waitFor(() => expect(csv.button).toHaveProperty('disabled', false));
    expect(csv.list.queryByRole('alert')).toBeNull();
    expect(csv.list.queryByText(/Saved:|Saving/)).toBeNull();
  });

  it('shows the server error text when the save fails', async () => {
    const csv = await openWithPendingSave();
    await userEvent.setup().click(csv.button);
    await csv.finish({ status: 'failed', reason: 'http' });
    expect(csv.list.getByRole('alert').textContent).toMatch(/could not process your request/);
  });

  it('ends the session when the download answers 401', async () => {
    const csv = await openWithPendingSave();
    await userEvent.setup().click(csv.button);
    await csv.finish({ status: 'failed', reason: 'unauthorized' });
    await waitFor(() => expect(csv.bridge.vault.clear).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(/could not process your request/)).toBeNull();
  });
});
