import { expect, test } from '@playwright/test';
import { t } from '../e2e/support/i18n.ts';
import { enterSmsCode } from '../e2e/support/login.ts';
import { SKIP_REASON, launchApp } from './support/electron-app.ts';
import { type EmbeddedSandbox, SANDBOX_ENV, embeddedSandbox } from './support/sandbox-app.ts';

test.skip(SKIP_REASON !== null, SKIP_REASON ?? '');

test('main adds the bearer token: an SMS login on the embedded sandbox reaches the greeting', async () => {
  const app = await launchApp({ env: SANDBOX_ENV });
  let sandbox: EmbeddedSandbox | null = null;
  try {
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    sandbox = await embeddedSandbox(page);
    const persona = await sandbox.control.persona('new-borrower');
    if (!persona.phone) throw new Error('new-borrower has no phone');

    await expect(page).toHaveURL(/\/login\/sms\/code$/);
    await page.getByLabel(t('fi', 'auth:sms.phoneLabel')).fill(persona.phone);
    await page.getByRole('button', { name: t('fi', 'auth:sms.submit') }).click();
    await expect(page).toHaveURL(/\/login\/sms\/verify$/);
    await enterSmsCode(page, 'fi', await sandbox.control.latestCode(persona.phone));

    // /dashboard leads on from the profile of GET api/user (a user without a signed contract to
    // the borrower dashboard), and the start-investing link follows from it too: it answers only
    // with the session's bearer token, which in Electron main adds; the renderer never holds it.
    await expect(page).toHaveURL(/\/dashboard\/borrower$/);
    await expect(
      page.getByRole('link', { name: t('fi', 'shell:nav.startInvesting') }),
    ).toBeVisible();

    const user = `${sandbox.origin}/api/user`;
    expect((await fetch(user)).status).toBe(401);
    const fromPage = await page.evaluate(async (url) => {
      // No header and no cookies from the page: whatever authorizes this request is main's.
      const response = await fetch(url, { credentials: 'omit' });
      return { status: response.status, body: await response.text() };
    }, user);
    expect(fromPage.status).toBe(200);
    expect(fromPage.body).toContain(persona.first_name);
  } finally {
    await sandbox?.dispose();
    await app.close();
  }
});
