import { expect, type Page } from '@playwright/test';
import { EmailLoginPage } from '../pages/email-login.page.ts';
import { SmsCodePage } from '../pages/sms-code.page.ts';
import { SmsVerifyPage } from '../pages/sms-verify.page.ts';
import type { SandboxControl } from './sandbox.ts';
import type { Lang } from './i18n.ts';

/** Opens the SMS login in a language and asks for a code for the phone number. */
export async function requestSmsCode(page: Page, lang: Lang, phone: string): Promise<void> {
  const codeStep = await new SmsCodePage(page, lang).open();
  await codeStep.requestCode(phone);
  await expect(page).toHaveURL(/\/login\/sms\/verify$/);
}

export async function enterSmsCode(page: Page, lang: Lang, code: string): Promise<void> {
  await new SmsVerifyPage(page, lang).enterCode(code);
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
  const emailLogin = await new EmailLoginPage(page, lang).open();
  await emailLogin.logIn(username, password);
}
