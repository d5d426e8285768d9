import { expect, type Page } from '@playwright/test';
import { authApi } from '../../../src/shared/api/auth.ts';
import { toApiLanguage } from '../../../src/shared/languages.ts';
import type { SandboxPersona } from '../../../src/shared/sandbox-control.ts';
import { STORAGE_KEYS } from '../../../src/renderer/src/bridge/storage-keys.ts';
import { LEGACY_CAN_BE_ONBOARDED_KEY } from '../../../src/renderer/src/state/stored-keys.ts';
import type { Lang } from './i18n.ts';
import { DASHBOARD_OR_ONWARD } from './login.ts';
import type { SandboxControl } from './sandbox.ts';

/*
 * A signed-in start for tests whose subject is not the login: the persona signs in through the
 * sandbox's own API (the calls the login screens make) and the page opens as a returning user's
 * does, its session restored from what the login left in the browser. The login screens, where
 * a login lands and what it sets are the subject of their own specs (sms-login, legacy-login,
 * bank-login, session, terms, register), which still go through the screens. The sign-in itself
 * takes about a tenth of a second; what it saves is the app's starts: a test opens its own page
 * first, where a login started the app on the login screen and went on to the dashboard (with
 * its own lists) before the test's page started the app again.
 *
 * The token never passes through the test: the page itself verifies the code and keeps the
 * answer's token where web mode's vault does (sessionStorage), so it appears in no URL, no test
 * step and no log. What else a login leaves is set beside it: the time of the last input (the
 * idle timeout's start), the language chosen on the login screen and, after a legacy login, the
 * legacy role and whether the legacy investor may be onboarded.
 */

/** A same-origin page outside the app, where the browser's storage is written before it starts. */
const OUTSIDE_THE_APP = '/__sandbox/health';

const KEYS = {
  token: STORAGE_KEYS.token,
  lastInput: STORAGE_KEYS.lastInput,
  legacyRole: STORAGE_KEYS.legacyRole,
  language: STORAGE_KEYS.language,
  canBeOnboarded: LEGACY_CAN_BE_ONBOARDED_KEY,
};

interface Start {
  /** The language chosen on the login screen (English unless told). */
  lang?: Lang;
  /** Where the page opens, with its query (the dashboard unless told). */
  path?: string;
}

/** One login call made by the page itself: its token stored as the web vault stores it. */
interface PageLogin {
  path: string;
  body: Record<string, string>;
  keys: typeof KEYS;
  language: Lang;
  legacy: boolean;
}

/**
 * Runs in the page: the login call, and its token kept as the web vault keeps it. Answers what
 * went wrong (never the token), or the legacy login's role (null for an SMS login).
 */
async function signInFromPage(
  login: PageLogin,
): Promise<{ failed: string } | { role: string | null }> {
  const response = await fetch(login.path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(login.body),
  });
  if (!response.ok) return { failed: `${login.path} answered ${response.status}` };
  const { data } = (await response.json()) as {
    data: { token: string; role?: string; can_be_onboarded?: boolean };
  };
  const { keys } = login;
  sessionStorage.setItem(keys.token, data.token);
  sessionStorage.setItem(keys.lastInput, String(Date.now()));
  localStorage.setItem(keys.language, login.language);
  if (login.legacy) {
    sessionStorage.setItem(keys.legacyRole, String(data.role));
    localStorage.setItem(keys.canBeOnboarded, JSON.stringify(data.can_be_onboarded === true));
  }
  return { role: data.role ?? null };
}

async function signInThroughPage(
  page: Page,
  login: Omit<PageLogin, 'keys'>,
): Promise<string | null> {
  await page.goto(OUTSIDE_THE_APP);
  const outcome = await page.evaluate(signInFromPage, { ...login, keys: KEYS });
  if ('failed' in outcome) throw new Error(`Signing in failed: ${outcome.failed}`);
  return outcome.role;
}

/**
 * Signs a persona in by SMS code through the sandbox's API (code asked for, read from the
 * sandbox's outbox, verified). The page is left outside the app: the next page it opens starts
 * signed in, as a returning user's does.
 */
export async function signIn(
  page: Page,
  sandbox: SandboxControl,
  personaId: string,
  lang: Lang = 'en',
): Promise<void> {
  const persona = await sandbox.persona(personaId);
  if (!persona.phone) throw new Error(`${personaId} has no phone`);
  const asked = await page.request.post(`/${authApi.smsLogin.path}`, {
    data: { mobile_phone: persona.phone },
  });
  if (!asked.ok()) throw new Error(`${personaId}: the SMS login answered ${asked.status()}`);
  const code = await sandbox.latestCode(persona.phone);
  await signInThroughPage(page, {
    path: `/${authApi.smsVerify.path}`,
    body: { code, mobile_phone: persona.phone, language: toApiLanguage(lang) },
    language: lang,
    legacy: false,
  });
}

/** `signIn`, then the app opened at `path` (the dashboard unless told). */
export async function startSignedIn(
  page: Page,
  sandbox: SandboxControl,
  personaId: string,
  { lang = 'en', path = '/dashboard' }: Start = {},
): Promise<void> {
  await signIn(page, sandbox, personaId, lang);
  await page.goto(path);
}

/** `signIn`, then the dashboard and wherever it sends the persona on (as loginToDashboard). */
export async function startSignedInToDashboard(
  page: Page,
  sandbox: SandboxControl,
  personaId: string,
  lang: Lang = 'en',
): Promise<void> {
  await startSignedIn(page, sandbox, personaId, { lang });
  await expect(page).toHaveURL(DASHBOARD_OR_ONWARD);
}

/**
 * Signs a legacy persona in with its username and password through the sandbox's API and opens
 * `path` signed in (the legacy area of its role unless told); returns the persona.
 */
export async function startLegacySignedIn(
  page: Page,
  sandbox: SandboxControl,
  personaId: string,
  { lang = 'en', path }: Start = {},
): Promise<SandboxPersona> {
  const persona = await sandbox.persona(personaId);
  if (!persona.username || !persona.password) throw new Error(`${personaId} has no username`);
  const role = await signInThroughPage(page, {
    path: `/${authApi.legacyAuth.path}`,
    body: { username: persona.username, password: persona.password },
    language: lang,
    legacy: true,
  });
  if (role === null) throw new Error(`${personaId}: the legacy login answered no role`);
  await page.goto(path ?? `/restricted/${role}`);
  return persona;
}
