import { readFile } from 'node:fs/promises';
import Store from 'electron-store';
import type { Logger } from '../log.ts';
import { loadPolicy, policyPath } from './policy.ts';
import { createSettingsService, type SettingsService } from './service.ts';
import { USER_SETTINGS_JSON_SCHEMA } from './user-settings.ts';

const openSettingsStore = () =>
  new Store({ name: 'settings', schema: USER_SETTINGS_JSON_SCHEMA, clearInvalidConfig: true });
type SettingsStore = ReturnType<typeof openSettingsStore>;

/**
 * The user's settings file (electron-store, checked against its schema) under the
 * administrator's policy file. An invalid policy fails closed and is logged.
 */
export async function loadSettings(
  env: Record<string, string | undefined>,
  log: Logger,
): Promise<{ store: SettingsStore; settings: SettingsService }> {
  const store = openSettingsStore();
  const policy = await loadPolicy(policyPath(process.platform, env), (p) => readFile(p, 'utf8'));
  if (policy.status === 'invalid') {
    log.warn(`policy ${policy.path} is invalid (${policy.problem}); failing closed: sandbox off`);
  }
  return { store, settings: createSettingsService(store, policy, env) };
}
