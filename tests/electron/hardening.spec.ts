import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
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

    // The session's handlers themselves: a permission check (navigator.permissions) and a
    // request (Notification.requestPermission) both exist in every renderer, so this cannot
    // pass for want of an API, as getUserMedia could where mediaDevices is absent.
    interface PermissionProbe {
      navigator: { permissions: { query(d: { name: string }): Promise<{ state: string }> } };
      Notification: { requestPermission(): Promise<string> };
    }
    const answers = await page.evaluate(async () => {
      const probe = globalThis as unknown as PermissionProbe;
      const state = async (name: string) =>
        (await probe.navigator.permissions.query({ name })).state;
      return {
        camera: await state('camera'),
        geolocation: await state('geolocation'),
        notifications: await probe.Notification.requestPermission(),
      };
    });
    expect(answers).toEqual({ camera: 'denied', geolocation: 'denied', notifications: 'denied' });
  } finally {
    await app.close();
  }
});

interface CspProbeWindow {
  violations: Array<{ directive: string; blocked: string }>;
  inlineScriptRan?: boolean;
  addEventListener(
    type: 'securitypolicyviolation',
    listener: (event: { effectiveDirective: string; blockedURI: string }) => void,
  ): void;
  document: {
    createElement(tag: 'script'): { textContent: string };
    head: { append(node: unknown): void };
  };
}

test('the CSP is enforced: no inline script, no fetch to an origin outside connect-src', async () => {
  // A server the page may not reach: loopback, but not the API origin (http://127.0.0.1:9).
  let hits = 0;
  const server = createServer((_req, res) => {
    hits += 1;
    res.writeHead(200, { 'access-control-allow-origin': '*' }).end('reached');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const forbidden = `${origin}/probe`;
  const app = await launchApp();
  try {
    // The server answers whoever is allowed to ask.
    expect(await (await fetch(forbidden)).text()).toBe('reached');
    expect(hits).toBe(1);

    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    await page.evaluate(() => {
      const w = globalThis as unknown as CspProbeWindow;
      w.violations = [];
      w.addEventListener('securitypolicyviolation', (event) =>
        w.violations.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
      );
    });

    await page.evaluate(() => {
      const w = globalThis as unknown as CspProbeWindow;
      const script = w.document.createElement('script');
      script.textContent = 'globalThis.inlineScriptRan = true;';
      w.document.head.append(script);
    });
    const fetched = await page.evaluate(async (url) => {
      try {
        return await (await fetch(url)).text();
      } catch {
        return 'blocked';
      }
    }, forbidden);

    expect(fetched).toBe('blocked');
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as CspProbeWindow).violations))
      .toEqual(
        expect.arrayContaining([
          { directive: expect.stringMatching(/^script-src/), blocked: 'inline' },
          { directive: 'connect-src', blocked: expect.stringContaining(origin) },
        ]),
      );
    expect(
      await page.evaluate(() => (globalThis as unknown as CspProbeWindow).inlineScriptRan),
    ).toBeUndefined();
    // Blocked in the renderer: the request never left it.
    expect(hits).toBe(1);
  } finally {
    await app.close();
    server.closeAllConnections();
    server.close();
  }
});
