/**
 * The Chromium the end-to-end suite drives, strongest first: `CHROMIUM_PATH`, the system's
 * Chromium (Debian's `/usr/bin/chromium`), Playwright's own (installed with
 * `playwright install chromium` where its download host is reachable). The suite is only
 * started once one of them has launched; where none can be had it fails at once, with one
 * paragraph, instead of failing every test with the same "Executable doesn't exist".
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * The features Playwright 1.65 disables at launch (its `chromiumSwitches.ts`, which it does not
 * export). Chromium keeps only the last `--disable-features` switch, and Playwright puts its own
 * before ours: ours names these again so that they stay disabled. tests/e2e/test-browser.spec.ts
 * reads both switches off chrome://version and fails when Playwright's list changes.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium's own address-bar popup, a WebUI page with a renderer of its own that every new window
 * (each test's or bench load's context) loads beside the page: on these 2-core machines it took
 * more main-thread time than the app's page during the page's first second (traces: 1.2 s
 * against 1.0 s), so every page, the app's and the bare baseline's alike, ran on half a machine.
 * The desktop app has no address bar.
 */
export const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Keeps Chromium off the (closed) network, lets it start as root (CI containers), and leaves out
 * the browser's own UI pages.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
];

export interface BrowserSearch {
  env: NodeJS.ProcessEnv;
  systemCandidates: readonly string[];
}

export type BrowserChoice =
  | { kind: 'env' | 'system'; executablePath: string }
  /** Playwright's own browser: no executablePath, Playwright finds it in its cache. */
  | { kind: 'playwright' }
  | { kind: 'none'; reason: string };

export function defaultSearch(): BrowserSearch {
  return {
    env: process.env,
    systemCandidates: process.platform === 'linux' ? SYSTEM_CHROMIUM : [],
  };
}

/** Which browser the suite will use, decided without starting anything (the Playwright config). */
export function chooseChromium(search: BrowserSearch): BrowserChoice {
  const fromEnv = search.env.CHROMIUM_PATH;
  if (fromEnv) {
    return existsSync(fromEnv)
      ? { kind: 'env', executablePath: fromEnv }
      : { kind: 'none', reason: `CHROMIUM_PATH is ${fromEnv}, which does not exist` };
  }
  const system = search.systemCandidates.find((path) => existsSync(path));
  return system ? { kind: 'system', executablePath: system } : { kind: 'playwright' };
}

/** Starts the browser once and closes it: proves it exists and its libraries are there. */
async function launchError(choice: BrowserChoice): Promise<string | null> {
  if (choice.kind === 'none') return choice.reason;
  try {
    const browser = await chromium.launch({
      args: CHROMIUM_ARGS,
      ...(choice.kind === 'playwright' ? {} : { executablePath: choice.executablePath }),
      timeout: 60_000,
    });
    await browser.close();
    return null;
  } catch (error) {
    return error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
  }
}

export interface InstallRun {
  ok: boolean;
  output: string;
}

/** `playwright install chromium`, with this Node and the project's Playwright. */
function installPlaywrightChromium(env: NodeJS.ProcessEnv, timeoutMs: number): InstallRun {
  const require = createRequire(import.meta.url);
  const cli = join(dirname(require.resolve('playwright/package.json')), 'cli.js');
  const run = spawnSync(process.execPath, [cli, 'install', 'chromium'], {
    env,
    encoding: 'utf8',
    timeout: timeoutMs,
    killSignal: 'SIGKILL',
  });
  return { ok: run.status === 0, output: `${run.stdout ?? ''}${run.stderr ?? ''}` };
}

/** Playwright wraps the cause ("connect ECONNREFUSED …") in "Failed to download …, caused by": name the cause. */
function installFailure(run: InstallRun): string {
  const errors = run.output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('Error:'));
  const wrapper = /Failed to (download|install)|Download failure/;
  const cause = errors.find((line) => !wrapper.test(line)) ?? errors[0];
  return cause ? `playwright install chromium: ${cause}` : 'playwright install chromium failed';
}

function noBrowserMessage(reason: string): string {
  return [
    `The end-to-end tests need a Chromium and none could be had (${reason}).`,
    'Any one of these gives them one: on Debian or Ubuntu, `apt-get install chromium` (what .ci/run',
    'does); elsewhere, `npx playwright install chromium` where Playwright can download its browser',
    '(on Linux `npx playwright install-deps chromium` adds the system libraries it needs); or',
    'CHROMIUM_PATH set to a Chromium or Chrome executable. The other stages of `npm test` need no browser.',
  ].join(' ');
}

export type EnsureBrowserResult =
  { ok: true; choice: BrowserChoice } | { ok: false; message: string };

export interface EnsureBrowserOptions {
  installTimeoutMs: number;
  onInstall?: () => void;
  install?: (env: NodeJS.ProcessEnv, timeoutMs: number) => InstallRun;
}

/** Finds a Chromium that starts, installing Playwright's own where there is none. */
export async function ensureChromium(
  search: BrowserSearch,
  options: EnsureBrowserOptions,
): Promise<EnsureBrowserResult> {
  const choice = chooseChromium(search);
  const error = await launchError(choice);
  if (error === null) return { ok: true, choice };
  // A browser the user named, or the system's, that does not start is theirs to mend.
  if (choice.kind !== 'playwright') return { ok: false, message: noBrowserMessage(error) };
  options.onInstall?.();
  const install = options.install ?? installPlaywrightChromium;
  const run = install(search.env, options.installTimeoutMs);
  if (!run.ok) return { ok: false, message: noBrowserMessage(installFailure(run)) };
  const afterInstall = await launchError(choice);
  return afterInstall === null
    ? { ok: true, choice }
    : { ok: false, message: noBrowserMessage(afterInstall) };
}

/** The check before the end-to-end stage: exit status 0 with a browser, 1 with the paragraph. */
export async function checkChromium(search: BrowserSearch): Promise<number> {
  const result = await ensureChromium(search, {
    installTimeoutMs: 10 * 60_000,
    onInstall: () =>
      console.log('No Chromium found: installing Playwright’s own (playwright install chromium)…'),
  });
  if (result.ok) return 0;
  console.error(`\n${result.message}\n`);
  return 1;
}
