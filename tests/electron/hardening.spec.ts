import { expect, test } from '@playwright/test';
import { SKIP_REASON, launchApp } from './support/electron-app.ts';

test.skip(SKIP_REASON !== null, SKIP_REASON ?? '');

test('the window is isolated, sandboxed and cannot leave the app', async () => {
  const app = await launchApp();
  try {
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    expect(page.url()).toMatch(/^app:\/\/vertaislaina\//);

    expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe(
      'undefined',
    );
    expect(await page.evaluate(() => typeof (globalThis as { process?: unknown }).process)).toBe(
      'undefined',
    );
    expect(await page.evaluate(() => typeof (globalThis as { Buffer?: unknown }).Buffer)).toBe(
      'undefined',
    );
    // Context isolation: the page cannot reach the preload's Electron modules through the bridge.
    expect(
      await page.evaluate(() =>
        Object.keys((globalThis as unknown as { desktop: object }).desktop).includes('ipcRenderer'),
      ),
    ).toBe(false);

    expect(
      await page.evaluate(
        () =>
          (globalThis as unknown as { open(url: string): unknown }).open('https://example.com/') ===
          null,
      ),
    ).toBe(true);
    await page.waitForTimeout(300);
    expect(app.windows()).toHaveLength(1);

    await page.evaluate(() => {
      (globalThis as unknown as { location: { href: string } }).location.href =
        'https://example.com/';
    });
    await page.waitForTimeout(500);
    expect(page.url()).toMatch(/^app:\/\/vertaislaina\//);

    type Nav = { navigator: { mediaDevices?: { getUserMedia(c: object): Promise<unknown> } } };
    const permission = await page.evaluate(() =>
      (globalThis as unknown as Nav).navigator.mediaDevices?.getUserMedia({ audio: true }).then(
        () => 'granted',
        () => 'denied',
      ),
    );
    expect(permission === undefined || permission === 'denied').toBe(true);
  } finally {
    await app.close();
  }
});
