import { readFile } from 'node:fs/promises';
import Store from 'electron-store';
import type { Logger } from '../log.ts';
import { loadManagedPolicy } from './managed-policy.ts';
import { policyWarning } from './policy.ts';
import { execFileResult } from './exec-file.ts';
import { createSettingsService, type SettingsService } from './service.ts';
import { USER_SETTINGS_JSON_SCHEMA } from './user-settings.ts';

const openSettingsStore = () =>
  new Store({ name: 'settings', schema: USER_SETTINGS_JSON_SCHEMA, clearInvalidConfig: true });
type SettingsStore = ReturnType<typeof openSettingsStore>;

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
    // Windows PowerShell can take seconds to start on a busy managed desktop; a timeout fails
    // the policy closed, so it is generous.
    exec: execFileResult(15_000),
  });
  const warning = policyWarning(policy);
  if (warning !== null) log.warn(warning);
  return { store, settings: createSettingsService(store, policy, env) };
}
