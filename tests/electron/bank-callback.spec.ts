import { spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { t } from '../e2e/support/i18n.ts';
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

/** The embedded sandbox serves the API (an empty API base URL means none is configured). */
const SANDBOX_ENV = { VERTAISLAINA_API_BASE_URL: '' };

test('a bank callback deep link with a state this app started lands on /auth/callback', async () => {
  const dataDir = freshDataDir();
  const app = await launchApp({ dataDir, env: SANDBOX_ENV });
  try {
    // Never start the system browser from a test: record the URL instead.
    await app.evaluate(({ shell }) => {
      const opened: string[] = [];
      (globalThis as { openedUrls?: string[] }).openedUrls = opened;
      try {
        Object.defineProperty(shell, 'openExternal', {
          configurable: true,
          value: (url: string) => {
            opened.push(url);
            return Promise.resolve();
          },
        });
      } catch {
        // A non-configurable module property: the bank page may open in a browser.
      }
    });
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    await page.getByRole('link', { name: t('fi', 'auth:methods.bank') }).click();
    await expect(page).toHaveURL(/\/login\/bank$/);

    await page
      .getByRole('checkbox', {
        name: t('fi', 'bank:termsCheckbox.terms').replace(/<\/?modal>/g, ''),
      })
      .check();
    const redirectAnswer = page.waitForResponse((r) => r.url().includes('api/auth/telia/redirect'));
    await page.getByRole('button', { name: t('fi', 'bank:names.nordea'), exact: true }).click();
    const { data } = (await (await redirectAnswer).json()) as {
      data: { redirect_url: string; state: string };
    };

    // The simulated bank answers "authentication failed"; for the desktop client it returns
    // by deep link.
    const bankPage = new URL(data.redirect_url);
    const answer = await fetch(`${bankPage.origin}${bankPage.pathname}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ state: data.state, action: 'fail' }).toString(),
    });
    const deepLink = answer.headers.get('location') ?? '';
    expect(deepLink).toMatch(/^vertaislaina:\/\/auth\/callback\?/);

    const second = spawn(BINARY ?? '', [...CHROMIUM_ARGS, MAIN_ENTRY, deepLink], {
      env: baseEnv(dataDir, SANDBOX_ENV),
      stdio: 'ignore',
    });
    expect(await new Promise<number | null>((r) => second.on('exit', r))).toBe(0);

    // /auth/callback posted the callback; the 403 of a failed authentication leads here.
    await expect(page).toHaveURL(
      /\/onboarding\/investor\/identity-verification\?error=sca-auth-failed$/,
    );
    await expect(page.getByRole('alert')).toHaveText(t('fi', 'errors:scaAuthFailed'));
  } finally {
    await app.close();
  }
});
