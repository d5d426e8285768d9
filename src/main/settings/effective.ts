import { DEFAULT_SESSION_TIMEOUT_MINUTES, type Settings } from '#shared/bridge.ts';
import type { AppLanguage } from '#shared/languages.ts';
import { normaliseApiBaseUrl } from './api-base-url.ts';
import { FAIL_CLOSED_POLICY } from './policy.ts';
import type { Policy, PolicyRead } from './policy.ts';
import type { UserSettings } from './user-settings.ts';

export type ApiTarget =
  | { kind: 'remote'; origin: string; source: 'policy' | 'env' | 'user' }
  | { kind: 'sandbox' }
  /** No API configured and the sandbox is not allowed: the app cannot reach a marketplace. */
  | { kind: 'none' };

export interface EffectiveSettings {
  language: AppLanguage;
  api: ApiTarget;
  /** A download folder fixed by policy (no save dialog), or null. */
  downloadFolder: string | null;
  lockedByPolicy: Settings['lockedByPolicy'];
}

export interface SettingsEnv {
  /** VERTAISLAINA_API_BASE_URL: for developers and tests; beats the user setting, not the policy. */
  VERTAISLAINA_API_BASE_URL?: string | undefined;
}

/**
 * Precedence: policy > environment > user settings > the embedded sandbox.
 * An invalid policy counts as FAIL_CLOSED_POLICY (see policy.ts).
 */
export function resolveEffectiveSettings(
  user: UserSettings,
  policyRead: PolicyRead,
  env: SettingsEnv,
): EffectiveSettings {
  const policy: Policy =
    policyRead.status === 'valid'
      ? policyRead.policy
      : policyRead.status === 'invalid'
        ? FAIL_CLOSED_POLICY
        : {};
  const locked: Settings['lockedByPolicy'] = [];

  let api: ApiTarget;
  const fromPolicy = normaliseApiBaseUrl(policy.apiBaseUrl);
  const fromEnv = normaliseApiBaseUrl(env.VERTAISLAINA_API_BASE_URL);
  const fromUser = normaliseApiBaseUrl(user.apiBaseUrl);
  if (fromPolicy !== null) {
    api = { kind: 'remote', origin: fromPolicy, source: 'policy' };
    locked.push('apiBaseUrl', 'sandbox');
  } else if (fromEnv !== null) {
    api = { kind: 'remote', origin: fromEnv, source: 'env' };
  } else if (fromUser !== null) {
    api = { kind: 'remote', origin: fromUser, source: 'user' };
  } else {
    api = policy.allowSandbox === false ? { kind: 'none' } : { kind: 'sandbox' };
  }
  if (policy.allowSandbox !== undefined && !locked.includes('sandbox')) locked.push('sandbox');

  const downloadFolder = policy.downloadFolder ?? null;
  if (downloadFolder !== null) locked.push('downloadFolder');

  return { language: user.language, api, downloadFolder, lockedByPolicy: locked };
}

/** What the renderer sees (`settings.get()`); `sandboxOrigin` is the running sandbox's URL. */
export function toBridgeSettings(
  effective: EffectiveSettings,
  sandboxOrigin: string | null,
): Settings {
  const { api } = effective;
  return {
    language: effective.language,
    apiBaseUrl:
      api.kind === 'remote' ? api.origin : api.kind === 'sandbox' ? (sandboxOrigin ?? '') : '',
    sandbox: api.kind === 'sandbox',
    lockedByPolicy: effective.lockedByPolicy,
    sessionTimeoutMinutes: DEFAULT_SESSION_TIMEOUT_MINUTES,
  };
}
