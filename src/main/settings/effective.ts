import type { Settings } from '#shared/bridge.ts';
import { isAppLanguage } from '#shared/languages.ts';
import type { AppLanguage } from '#shared/languages.ts';
import {
  DEFAULT_LOG_LEVEL,
  DEFAULT_SESSION_TIMEOUT_MINUTES,
  LOCKABLE_SETTINGS,
} from '#shared/managed-settings.ts';
import type { LockableSetting, LogLevel, UpdatesSetting } from '#shared/managed-settings.ts';
import { normaliseApiBaseUrl } from './secure-url.ts';
import { effectivePolicy } from './policy.ts';
import type { PolicyRead } from './policy.ts';
import { readUserSettings } from './user-settings.ts';

export type ApiTarget =
  | { kind: 'remote'; origin: string; source: 'policy' | 'env' | 'user' }
  | { kind: 'sandbox' }
  /** No API configured and the sandbox is not allowed: the app cannot reach a marketplace. */
  | { kind: 'none' };

/** Where a setting's value comes from, strongest first. */
export type SettingSource = 'policy' | 'env' | 'user' | 'default';
export interface Sourced<T> {
  value: T;
  source: SettingSource;
}

/** Each setting with its value and its source (for the diagnostics export and the About view). */
export interface EffectiveSettings {
  language: Sourced<AppLanguage>;
  /** The configured API origin; null: none, so the embedded sandbox (if allowed) serves it. */
  apiBaseUrl: Sourced<string | null>;
  allowSandbox: Sourced<boolean>;
  /** A download folder fixed by policy (no save dialog), or null. */
  downloadFolder: Sourced<string | null>;
  updates: Sourced<UpdatesSetting>;
  sessionTimeoutMinutes: Sourced<number>;
  logLevel: Sourced<LogLevel>;
  /** What the app talks to, from the API address and the sandbox permission. */
  api: ApiTarget;
  lockedByPolicy: LockableSetting[];
}

export interface SettingsEnv {
  /** VERTAISLAINA_API_BASE_URL: for developers and tests; beats the user setting, not the policy. */
  VERTAISLAINA_API_BASE_URL?: string | undefined;
}

const fromPolicy = <T>(value: T | undefined, fallback: T): Sourced<T> =>
  value === undefined ? { value: fallback, source: 'default' } : { value, source: 'policy' };

/**
 * Precedence: policy > environment > user settings > default (for the API: the embedded
 * sandbox). `storedUser` is the user's settings file as read; an invalid policy fails closed
 * (policy.ts).
 */
export function resolveEffectiveSettings(
  storedUser: unknown,
  policyRead: PolicyRead,
  env: SettingsEnv,
): EffectiveSettings {
  const user = readUserSettings(storedUser);
  const policy = effectivePolicy(policyRead);

  const languageChosen =
    typeof storedUser === 'object' &&
    storedUser !== null &&
    isAppLanguage((storedUser as { language?: unknown }).language);
  const language: Sourced<AppLanguage> = {
    value: user.language,
    source: languageChosen ? 'user' : 'default',
  };

  const apiCandidates: Array<{ origin: string | null; source: 'policy' | 'env' | 'user' }> = [
    { origin: normaliseApiBaseUrl(policy.apiBaseUrl), source: 'policy' },
    { origin: normaliseApiBaseUrl(env.VERTAISLAINA_API_BASE_URL), source: 'env' },
    { origin: normaliseApiBaseUrl(user.apiBaseUrl), source: 'user' },
  ];
  const configured = apiCandidates.find((c) => c.origin !== null);
  const apiBaseUrl: Sourced<string | null> = configured
    ? { value: configured.origin, source: configured.source }
    : { value: null, source: 'default' };
  const allowSandbox = fromPolicy(policy.allowSandbox, true);

  let api: ApiTarget;
  if (configured?.origin) {
    api = { kind: 'remote', origin: configured.origin, source: configured.source };
  } else {
    api = allowSandbox.value ? { kind: 'sandbox' } : { kind: 'none' };
  }

  const settings = {
    language,
    apiBaseUrl,
    allowSandbox,
    downloadFolder: fromPolicy<string | null>(policy.downloadFolder, null),
    updates: fromPolicy<UpdatesSetting>(policy.updates, { kind: 'builtIn' }),
    sessionTimeoutMinutes: fromPolicy(
      policy.sessionTimeoutMinutes,
      DEFAULT_SESSION_TIMEOUT_MINUTES,
    ),
    logLevel: fromPolicy(policy.logLevel, DEFAULT_LOG_LEVEL),
  };
  return { ...settings, api, lockedByPolicy: lockedSettings(settings) };
}

function lockedSettings(s: Omit<EffectiveSettings, 'api' | 'lockedByPolicy'>): LockableSetting[] {
  const byPolicy = (sourced: Sourced<unknown>) => sourced.source === 'policy';
  const locked: Record<LockableSetting, boolean> = {
    apiBaseUrl: byPolicy(s.apiBaseUrl),
    // A gateway fixed by policy leaves no room for the sandbox either.
    sandbox: byPolicy(s.allowSandbox) || byPolicy(s.apiBaseUrl),
    downloadFolder: byPolicy(s.downloadFolder),
    updates: byPolicy(s.updates),
    sessionTimeoutMinutes: byPolicy(s.sessionTimeoutMinutes),
    logLevel: byPolicy(s.logLevel),
  };
  return LOCKABLE_SETTINGS.filter((name) => locked[name]);
}

/** What the renderer sees (`settings.get()`); `sandboxOrigin` is the running sandbox's URL. */
export function toBridgeSettings(
  effective: EffectiveSettings,
  sandboxOrigin: string | null,
): Settings {
  const { api } = effective;
  return {
    language: effective.language.value,
    apiBaseUrl:
      api.kind === 'remote' ? api.origin : api.kind === 'sandbox' ? (sandboxOrigin ?? '') : '',
    sandbox: api.kind === 'sandbox',
    downloadFolder: effective.downloadFolder.value,
    sessionTimeoutMinutes: effective.sessionTimeoutMinutes.value,
    updates: effective.updates.value,
    logLevel: effective.logLevel.value,
    lockedByPolicy: effective.lockedByPolicy,
  };
}
