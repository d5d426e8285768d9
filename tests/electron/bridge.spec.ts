import { expect, test } from '@playwright/test';
import { SKIP_REASON, launchApp } from './support/electron-app.ts';

test.skip(SKIP_REASON !== null, SKIP_REASON ?? '');

interface DesktopWindow {
  desktop: Record<string, Record<string, unknown>> & {
    app: { info(): Promise<unknown>; openExternal(url: string): Promise<unknown> };
  };
}

test('window.desktop has exactly its seven domains and answers with values', async () => {
  const app = await launchApp();
  try {
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    const shape = await page.evaluate(() => {
      const d = (globalThis as unknown as DesktopWindow).desktop;
      return Object.fromEntries(
        Object.keys(d)
          .sort()
          .map((k) => [k, Object.keys(d[k] ?? {}).sort()]),
      );
    });
    expect(shape).toEqual({
      app: ['info', 'onMenuCommand', 'openExternal', 'reportError', 'saveDiagnostics'],
      deepLinks: ['expectCallback', 'onDeepLink', 'ready'],
      downloads: ['onProgress', 'save', 'saveBase64'],
      notifications: ['notify'],
      offline: ['lastView', 'rememberView'],
      settings: ['get', 'setLanguage', 'setWalkthrough', 'walkthrough'],
      vault: ['clear', 'recordActivity', 'status', 'storeLegacyToken', 'storeToken'],
    });
    expect(
      await page.evaluate(() => (globalThis as unknown as DesktopWindow).desktop.app.info()),
    ).toMatchObject({
      platform: 'electron',
    });
    expect(
      await page.evaluate(() =>
        (globalThis as unknown as DesktopWindow).desktop.app.openExternal('file:///etc/passwd'),
      ),
    ).toEqual({ ok: false, reason: 'not-allowed' });
  } finally {
    await app.close();
  }
});
