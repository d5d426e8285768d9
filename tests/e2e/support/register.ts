import type { Page } from '@playwright/test';
import { t } from './i18n.ts';
import type { SandboxControl } from './sandbox.ts';

/** Fills the registration details step (phone, e-mail, confirm) and continues. */
export async function fillRegistrationDetails(
  page: Page,
  phone: string,
  email: string,
  confirm = email,
) {
  await page.getByLabel(t('en', 'register:details.phoneLabel')).fill(phone);
  await page.getByLabel(t('en', 'register:details.emailLabel'), { exact: true }).fill(email);
  await page.getByLabel(t('en', 'register:details.confirmEmailLabel')).fill(confirm);
  await page.getByRole('button', { name: t('en', 'register:details.submit') }).click();
}

/** Enters the code the sandbox sent to the phone and verifies it. */
export async function enterRegistrationCode(page: Page, sandbox: SandboxControl, phone: string) {
  const code = page.getByLabel(t('en', 'register:verify.codeLabel'));
  // The code step opens once the details were accepted, and with them the SMS sent.
  await code.waitFor();
  await code.fill(await sandbox.latestCode(phone));
  await page.getByRole('button', { name: t('en', 'register:verify.submit') }).click();
}
