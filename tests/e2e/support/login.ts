import { expect, type Page } from '@playwright/test';
import { EmailLoginPage } from '../pages/email-login.page.ts';
import { SmsCodePage } from '../pages/sms-code.page.ts';
import { SmsVerifyPage } from '../pages/sms-verify.page.ts';
import type { SandboxPersona } from '../../../src/shared/sandbox-control.ts';
import type { SandboxControl } from './sandbox.ts';
import type { Lang } from './i18n.ts';

/**
 * Opens the SMS login in a language (with an optional query, e.g. a broker's `?blaId=7001`) and
 * asks for a code for the phone number.
 */
export async function requestSmsCode(
  page: Page,
  lang: Lang,
  phone: string,
  query = '',
): Promise<void> {
  const codeStep = await new SmsCodePage(page, lang).open(query);
  await codeStep.requestCode(phone);
  await expect(page).toHaveURL(/\/login\/sms\/verify$/);
}

export async function enterSmsCode(page: Page, lang: Lang, code: string): Promise<void> {
  await new SmsVerifyPage(page, lang).enterCode(code);
}

/**
 * Who logs in by SMS and how: the page, the sandbox, the persona, the language (English unless
 * told) and a query for the login URL (e.g. a broker's `?blaId=7001`).
 */
type SmsLogin = [
  page: Page,
  sandbox: SandboxControl,
  personaId: string,
  lang?: Lang,
  query?: string,
];

/**
 * The phone step of a sandbox persona's SMS login; returns the persona's phone number and the
 * code the sandbox sent to it (not yet entered).
 */
export async function requestSmsCodeAs(
  ...[page, sandbox, personaId, lang = 'en', query = '']: SmsLogin
): Promise<{ phone: string; code: string }> {
  const persona = await sandbox.persona(personaId);
  if (!persona.phone) throw new Error(`${personaId} has no phone`);
  await requestSmsCode(page, lang, persona.phone, query);
  return { phone: persona.phone, code: await sandbox.latestCode(persona.phone) };
}

/** The whole SMS login of a sandbox persona, ending on the page the app goes to. */
export async function loginBySms(...login: SmsLogin): Promise<void> {
  const [page, , , lang = 'en'] = login;
  const { code } = await requestSmsCodeAs(...login);
  await enterSmsCode(page, lang, code);
}

/**
 * Where /dashboard leaves a signed-in user (investor.md §2): it stays with a signed contract and a
 * loan; a signed contract alone leads to /dashboard/investor, anything else to /dashboard/borrower.
 */
export const DASHBOARD_OR_ONWARD = /\/dashboard(\/investor|\/borrower)?$/;
/** /dashboard of a user without a signed contract (e.g. new-borrower). */
export const BORROWER_DASHBOARD = /\/dashboard\/borrower$/;
/** /dashboard of a user with a signed contract and no loan (e.g. investor-with-history). */
export const INVESTOR_DASHBOARD = /\/dashboard\/investor$/;
/** The fair-credit portfolio, where signing the investor contract leads. */
export const INVESTOR_PORTFOLIO = /\/dashboard\/investor\/fair-credit-portfolio(\?msg=welcome)?$/;

/** The SMS login of a persona whom the app takes straight to the dashboard (or on from it). */
export async function loginToDashboard(...login: SmsLogin): Promise<void> {
  await loginBySms(...login);
  await expect(login[0]).toHaveURL(DASHBOARD_OR_ONWARD);
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

/**
 * The username-and-password login of a legacy sandbox persona (with a wrong password when
 * given one); returns the persona.
 */
export async function loginByUsernameAs(
  page: Page,
  sandbox: SandboxControl,
  personaId: string,
  { lang = 'en', password }: { lang?: Lang; password?: string } = {},
): Promise<SandboxPersona> {
  const persona = await sandbox.persona(personaId);
  if (!persona.username) throw new Error(`${personaId} has no username`);
  await loginByUsername(page, lang, persona.username, password ?? persona.password ?? '');
  return persona;
}
