import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { expect, request } from '@playwright/test';
import type { APIRequestContext, ElectronApplication, Page } from '@playwright/test';
import { acceptTerms } from '../../e2e/support/bank.ts';
import { t } from '../../e2e/support/i18n.ts';
import { SandboxControl } from '../../e2e/support/sandbox.ts';
import { BINARY, CHROMIUM_ARGS, MAIN_ENTRY, baseEnv } from './electron-app.ts';

/**
 * The app with its embedded sandbox: the marketplace API, its control API (/__sandbox) and the
 * simulated bank pages, all on one loopback origin that main chose.
 */

/** The control secret this run's apps give their embedded sandbox (main honours it unpackaged). */
const CONTROL_SECRET = randomUUID();

/**
 * The embedded sandbox serves the API (an empty API base URL means none is configured), with a
 * control secret the tests know.
 */
export const SANDBOX_ENV: Record<string, string> = {
  VERTAISLAINA_API_BASE_URL: '',
  VERTAISLAINA_SANDBOX_SECRET: CONTROL_SECRET,
};

interface SettingsWindow {
  desktop: { settings: { get(): Promise<{ apiBaseUrl: string; sandbox: boolean }> } };
}

export interface EmbeddedSandbox {
  origin: string;
  control: SandboxControl;
  dispose(): Promise<void>;
}

/** The running sandbox's origin, as main tells the renderer, and its control API. */
export async function embeddedSandbox(page: Page): Promise<EmbeddedSandbox> {
  const settings = await page.evaluate(() =>
    (globalThis as unknown as SettingsWindow).desktop.settings.get(),
  );
  if (!settings.sandbox || settings.apiBaseUrl === '') {
    throw new Error('The app is not running its embedded sandbox');
  }
  const context: APIRequestContext = await request.newContext({ baseURL: settings.apiBaseUrl });
  return {
    origin: settings.apiBaseUrl,
    control: new SandboxControl(context, CONTROL_SECRET),
    dispose: () => context.dispose(),
  };
}

/** Never start the system browser from a test: main's shell.openExternal only records the URL. */
export async function recordOpenExternal(app: ElectronApplication): Promise<void> {
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
}

/** What main printed (stdout and stderr), e.g. why it dropped a deep link. */
export function mainOutput(app: ElectronApplication): () => string {
  let text = '';
  const child = app.process();
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
  return () => text;
}

export interface BankRedirect {
  redirect_url: string;
  state: string;
}

/**
 * From the login page: bank login with Nordea, in Finnish. Returns the API's redirect once the
 * app waits for the browser, that is after it told main to expect this state.
 */
export async function startBankLogin(page: Page): Promise<BankRedirect> {
  await page.getByRole('link', { name: t('fi', 'auth:methods.bank') }).click();
  await expect(page).toHaveURL(/\/login\/bank$/);
  await acceptTerms(page, 'fi');
  const redirectAnswer = page.waitForResponse((r) => r.url().includes('api/auth/telia/redirect'));
  await page.getByRole('button', { name: t('fi', 'bank:names.nordea'), exact: true }).click();
  const { data } = (await (await redirectAnswer).json()) as { data: BankRedirect };
  await expect(page.getByRole('heading', { name: t('fi', 'bank:waiting.title') })).toBeVisible();
  return data;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The identity code the simulated bank page offers for a known person, by full name. */
export async function bankIdentityOf(redirect: BankRedirect, fullName: string): Promise<string> {
  const html = await (await fetch(redirect.redirect_url)).text();
  const option = new RegExp(`value="([^"]+)">\\s*${escapeRegExp(fullName)}, `).exec(html);
  if (!option?.[1]) throw new Error(`The bank page offers no ${fullName}`);
  return option[1];
}

export type BankAnswer = { action: 'fail' } | { action: 'identify'; person: string };

/**
 * Answers the simulated bank page the way the system browser would submit it; returns where the
 * bank sends the browser (for the desktop client, the `vertaislaina://auth/callback` deep link).
 */
export async function answerBank(redirect: BankRedirect, answer: BankAnswer): Promise<string> {
  const page = new URL(redirect.redirect_url);
  const response = await fetch(`${page.origin}${page.pathname}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ state: redirect.state, ...answer }).toString(),
  });
  return response.headers.get('location') ?? '';
}

/** The OS hands a deep link to a second instance, which passes it on and exits; its exit code. */
export async function openDeepLink(dataDir: string, link: string): Promise<number | null> {
  const second = spawn(BINARY ?? '', [...CHROMIUM_ARGS, MAIN_ENTRY, link], {
    env: baseEnv(dataDir, SANDBOX_ENV),
    stdio: 'ignore',
  });
  return new Promise<number | null>((resolve) => second.on('exit', resolve));
}
