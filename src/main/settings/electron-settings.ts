import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import Store from 'electron-store';
import type { Logger } from '../log.ts';
import { loadManagedPolicy } from './managed-policy.ts';
import { policyWarning } from './policy.ts';
import type { Exec } from './policy-registry.ts';
import { createSettingsService, type SettingsService } from './service.ts';
import { USER_SETTINGS_JSON_SCHEMA } from './user-settings.ts';

const openSettingsStore = () =>
  new Store({ name: 'settings', schema: USER_SETTINGS_JSON_SCHEMA, clearInvalidConfig: true });
type SettingsStore = ReturnType<typeof openSettingsStore>;

/** reg.exe through execFile: no shell, no window, at most 5 s. */
const execFileResult: Exec = (file, args) =>
  new Promise((resolve, reject) => {
    execFile(
      file,
      [...args],
      { windowsHide: true, timeout: 5000, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error === null) return resolve({ exitCode: 0, stdout, stderr });
        // A number is the exit code; otherwise reg.exe did not run or was killed at the timeout.
        const { code } = error;
        if (typeof code === 'number') resolve({ exitCode: code, stdout, stderr });
        else reject(Object.assign(new Error(error.message), { code: code ?? error.signal }));
      },
    );
  });

/**
 * The user's settings file (electron-store, checked against its schema) under the
 * administrator's policy (file, and registry on Windows). An invalid policy fails closed and is
 * logged.
 */
export async function loadSettings(
  env: Record<string, string | undefined>,
  log: Logger,
): Promise<{ store: SettingsStore; settings: SettingsService }> {
  const store = openSettingsStore();
  const policy = await loadManagedPolicy({
    platform: process.platform,
    env,
    readText: (p) => readFile(p, 'utf8'),
    exec: execFileResult,
  });
  const warning = policyWarning(policy);
  if (warning !== null) log.warn(warning);
  return { store, settings: createSettingsService(store, policy, env) };
}
