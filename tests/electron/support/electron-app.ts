import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron } from '@playwright/test';
import type { ElectronApplication } from '@playwright/test';
import { defaultSetup, findElectronBinary } from '../../../scripts/electron-binary.ts';

/** Electron's binary, found the way `npm start` finds it (ELECTRON_EXEC_PATH, ELECTRON_OVERRIDE_DIST_PATH, path.txt). */
export function electronBinary(): string | null {
  const lookup = findElectronBinary(defaultSetup());
  return lookup.found ? lookup.path : null;
}

export const MAIN_ENTRY = resolve('out/main/index.js');
export const BINARY = electronBinary();
export const SKIP_REASON =
  BINARY === null
    ? 'Electron binary absent (`npm start` or `npx install-electron` downloads it)'
    : !existsSync(MAIN_ENTRY)
      ? 'app not built: run `npm run build` first'
      : null;

/** Chromium refuses to start as root unless its own sandbox is off (CI containers). */
export const CHROMIUM_ARGS = process.getuid?.() === 0 ? ['--no-sandbox'] : [];

export interface LaunchOptions {
  args?: string[];
  env?: Record<string, string>;
  dataDir?: string;
}

export function freshDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'vertaislaina-e2e-'));
}

export function baseEnv(
  dataDir: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined) env[k] = v;
  return {
    ...env,
    VERTAISLAINA_DATA_DIR: dataDir,
    VERTAISLAINA_POLICY_FILE: join(dataDir, 'no-policy.json'),
    // Not the embedded sandbox: these tests are about the shell, not the marketplace.
    VERTAISLAINA_API_BASE_URL: 'http://127.0.0.1:9',
    VERTAISLAINA_E2E: '1',
    ...extra,
  };
}

export async function launchApp(options: LaunchOptions = {}): Promise<ElectronApplication> {
  if (BINARY === null) throw new Error('Electron binary absent');
  const dataDir = options.dataDir ?? freshDataDir();
  return _electron.launch({
    executablePath: BINARY,
    args: [...CHROMIUM_ARGS, MAIN_ENTRY, ...(options.args ?? [])],
    env: baseEnv(dataDir, options.env),
  });
}
