import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SKIP_REASON, freshDataDir, launchApp } from './support/electron-app.ts';

test.skip(SKIP_REASON !== null, SKIP_REASON ?? '');

interface DownloadWindow {
  desktop: {
    vault: { storeToken(t: string): Promise<unknown> };
    downloads: {
      save(r: object): Promise<unknown>;
      onProgress(l: (p: unknown) => void): () => void;
    };
  };
}

const CSV = 'päivä;summa\n01.02.2024;12,50\n';

test('a CSV from the API is saved to the chosen folder with the bearer token', async () => {
  const seen: Array<string | undefined> = [];
  const server = createServer((req, res) => {
    seen.push(req.headers.authorization);
    res.writeHead(200, { 'content-type': 'text/csv; charset=utf-8' }).end(CSV);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const saveDir = freshDataDir();
  const app = await launchApp({
    env: {
      VERTAISLAINA_API_BASE_URL: origin,
      VERTAISLAINA_E2E: '1',
      VERTAISLAINA_E2E_SAVE_DIR: saveDir,
    },
  });
  try {
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    const result = await page.evaluate(async () => {
      const d = (globalThis as unknown as DownloadWindow).desktop;
      await d.vault.storeToken('e2e-token');
      const progress: unknown[] = [];
      const off = d.downloads.onProgress((p) => progress.push(p));
      const r = await d.downloads.save({
        kind: 'csv',
        apiPath: 'api/export',
        suggestedName: '../../tiliote',
      });
      off();
      return { r, progress: progress.length };
    });
    expect(result.r).toEqual({ status: 'saved', path: join(saveDir, 'tiliote.csv') });
    expect(result.progress).toBeGreaterThan(0);
    expect(readFileSync(join(saveDir, 'tiliote.csv'), 'utf8')).toBe(CSV);
    expect(readdirSync(saveDir)).toEqual(['tiliote.csv']);
    expect(seen).toEqual(['Bearer e2e-token']);
  } finally {
    await app.close();
    server.close();
  }
});
