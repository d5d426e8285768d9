import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import {
  BINARY,
  CHROMIUM_ARGS,
  MAIN_ENTRY,
  SKIP_REASON,
  baseEnv,
  freshDataDir,
  launchApp,
} from './support/electron-app.ts';

test.skip(SKIP_REASON !== null, SKIP_REASON ?? '');

interface DeepLinkWindow {
  desktop: {
    deepLinks: { onDeepLink(l: (link: unknown) => void): () => void; ready(): void };
  };
}

test('a cold-start link reaches the renderer route', async () => {
  const app = await launchApp({ args: ['vertaislaina://onfido/redirect?state=cold-start-state'] });
  try {
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    // Whoever calls ready() first gets the queued link; the app navigates to its route.
    const captured = page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const d = (globalThis as unknown as DeepLinkWindow).desktop;
          d.deepLinks.onDeepLink(resolve);
          d.deepLinks.ready();
          setTimeout(() => resolve(null), 5000);
        }),
    );
    const link = await captured;
    if (link !== null) expect(link).toEqual({ kind: 'onfido/redirect', state: 'cold-start-state' });
    else await expect(page).toHaveURL(/\/onfido\/redirect\?state=cold-start-state/);
  } finally {
    await app.close();
  }
});

test('a second instance hands its link to the running app and exits', async () => {
  const dataDir = freshDataDir();
  const app = await launchApp({ dataDir });
  try {
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    const received = page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const d = (globalThis as unknown as DeepLinkWindow).desktop;
          d.deepLinks.onDeepLink(resolve);
          d.deepLinks.ready();
        }),
    );
    const second = spawn(
      BINARY ?? '',
      [...CHROMIUM_ARGS, MAIN_ENTRY, 'vertaislaina://onfido/redirect?state=second-instance'],
      { env: baseEnv(dataDir), stdio: 'ignore' },
    );
    const exitCode = await new Promise<number | null>((r) => second.on('exit', r));
    expect(exitCode).toBe(0);
    expect(await received).toEqual({ kind: 'onfido/redirect', state: 'second-instance' });
  } finally {
    await app.close();
  }
});

test('an unregistered bank callback is dropped', async () => {
  const app = await launchApp({
    args: ['vertaislaina://auth/callback?code=x&state=never-registered'],
  });
  try {
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    const got = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const d = (globalThis as unknown as DeepLinkWindow).desktop;
          d.deepLinks.onDeepLink(resolve);
          d.deepLinks.ready();
          setTimeout(() => resolve('nothing'), 1500);
        }),
    );
    expect(got).toBe('nothing');
    expect(page.url()).not.toContain('/auth/callback');
  } finally {
    await app.close();
  }
});
