import { expect, test } from '@playwright/test';
import { t } from '../e2e/support/i18n.ts';
import { SKIP_REASON, freshDataDir, launchApp } from './support/electron-app.ts';
import {
  type EmbeddedSandbox,
  SANDBOX_ENV,
  answerBank,
  bankIdentityOf,
  embeddedSandbox,
  mainOutput,
  openDeepLink,
  recordOpenExternal,
  startBankLogin,
} from './support/sandbox-app.ts';

test.skip(SKIP_REASON !== null, SKIP_REASON ?? '');

const CALLBACK_LINK = /^vertaislaina:\/\/auth\/callback\?/;

test('a bank callback deep link with a state this app started lands on /auth/callback', async () => {
  const dataDir = freshDataDir();
  const app = await launchApp({ dataDir, env: SANDBOX_ENV });
  try {
    await recordOpenExternal(app);
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    const redirect = await startBankLogin(page);

    // The simulated bank answers "authentication failed"; for the desktop client it returns
    // by deep link.
    const deepLink = await answerBank(redirect, { action: 'fail' });
    expect(deepLink).toMatch(CALLBACK_LINK);
    expect(await openDeepLink(dataDir, deepLink)).toBe(0);

    // /auth/callback posted the callback; the 403 of a failed authentication leads here.
    await expect(page).toHaveURL(
      /\/onboarding\/investor\/identity-verification\?error=sca-auth-failed$/,
    );
    await expect(page.getByRole('alert')).toHaveText(t('fi', 'errors:scaAuthFailed'));
  } finally {
    await app.close();
  }
});

test('a successful bank login returns by deep link; the same link again is dropped', async () => {
  const dataDir = freshDataDir();
  const app = await launchApp({ dataDir, env: SANDBOX_ENV });
  const output = mainOutput(app);
  let sandbox: EmbeddedSandbox | null = null;
  try {
    await recordOpenExternal(app);
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    sandbox = await embeddedSandbox(page);
    const persona = await sandbox.control.persona('new-borrower');
    const redirect = await startBankLogin(page);

    const person = await bankIdentityOf(redirect, `${persona.first_name} ${persona.last_name}`);
    const deepLink = await answerBank(redirect, { action: 'identify', person });
    expect(deepLink).toMatch(CALLBACK_LINK);
    expect(new URL(deepLink).searchParams.get('state')).toBe(redirect.state);
    expect(await openDeepLink(dataDir, deepLink)).toBe(0);

    // /dashboard sends a user without a signed contract on to the borrower dashboard.
    await expect(page).toHaveURL(/\/dashboard\/borrower$/);
    await expect(
      page.getByRole('link', { name: t('fi', 'shell:nav.startInvesting') }),
    ).toBeVisible();
    const control = sandbox.control;
    const callbacks = async () =>
      (await control.requests()).filter(
        (r) => r.method === 'POST' && r.path === '/api/auth/telia/callback',
      ).length;
    expect(await callbacks()).toBe(1);

    // The browser (or someone else) delivers the same callback again: its state was used once.
    expect(await openDeepLink(dataDir, deepLink)).toBe(0);
    await expect.poll(output).toContain('deep link dropped (state replayed): auth/callback');
    await expect(page).toHaveURL(/\/dashboard\/borrower$/);
    expect(await callbacks()).toBe(1);
  } finally {
    await sandbox?.dispose();
    await app.close();
  }
});
