import { expect, type Page } from '@playwright/test';
import type { SandboxControl } from './sandbox.ts';
import { t, urlSuffix, type Lang } from './i18n.ts';

/** Opens the SMS login in a language and asks for a code for the phone number. */
export async function requestSmsCode(page: Page, lang: Lang, phone: string): Promise<void> {
  await page.goto(`/login/${urlSuffix(lang)}`);
  await expect(page).toHaveURL(/\/login\/sms\/code$/);
  await page.getByLabel(t(lang, 'auth:sms.phoneLabel')).fill(phone);
  await page.getByRole('button', { name: t(lang, 'auth:sms.submit') }).click();
  await expect(page).toHaveURL(/\/login\/sms\/verify$/);
}

export async function enterSmsCode(page: Page, lang: Lang, code: string): Promise<void> {
  await page.getByLabel(t(lang, 'auth:verify.codeLabel')).fill(code);
  await page.getByRole('button', { name: t(lang, 'auth:verify.submit') }).click();
}

/** The whole SMS login of a sandbox persona, ending on the page the app goes to. */
export async function loginBySms(
  page: Page,
  sandbox: SandboxControl,
  personaId: string,
  lang: Lang = 'en',
): Promise<void> {
  const persona = await sandbox.persona(personaId);
  if (!persona.phone) throw new Error(`${personaId} has no phone`);
  await requestSmsCode(page, lang, persona.phone);
  await enterSmsCode(page, lang, await sandbox.latestCode(persona.phone));
}

export async function loginByUsername(
  page: Page,
  lang: Lang,
  username: string,
  password: string,
): Promise<void> {
  await page.goto(`/login/email/${urlSuffix(lang)}`);
  await page.getByLabel(t(lang, 'auth:email.usernameLabel')).fill(username);
  await page.getByLabel(t(lang, 'auth:email.passwordLabel'), { exact: true }).fill(password);
  await page.getByRole('button', { name: t(lang, 'auth:email.submit') }).click();
}
