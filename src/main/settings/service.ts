import type { Settings, WalkthroughOutcome } from '#shared/bridge.ts';
import type { AppLanguage } from '#shared/languages.ts';
import { isAppLanguage } from '#shared/languages.ts';
import { fail, ok } from '#shared/result.ts';
import type { Result } from '#shared/result.ts';
import { resolveEffectiveSettings, toBridgeSettings } from './effective.ts';
import type { EffectiveSettings, SettingsEnv } from './effective.ts';
import type { PolicyRead } from './policy.ts';
import { readUserSettings } from './user-settings.ts';
import type { UserSettings, WindowBounds } from './user-settings.ts';

/** The part of electron-store the settings use. */
export interface SettingsStore {
  readonly store: unknown;
  set(key: string, value: unknown): void;
}

export interface SettingsService {
  effective(): EffectiveSettings;
  /** What `settings.get()` returns to the renderer. */
  bridge(): Settings;
  setLanguage(language: AppLanguage): Result<Settings, 'invalid'>;
  walkthrough(userId: number): WalkthroughOutcome | null;
  setWalkthrough(userId: number, outcome: WalkthroughOutcome): Result<void, 'invalid'>;
  lastDownloadFolder(): string | null;
  setLastDownloadFolder(folder: string): void;
  windowBounds(): WindowBounds | null;
  setWindowBounds(bounds: WindowBounds): void;
  /** The running sandbox's origin, once it has started. */
  setSandboxOrigin(origin: string | null): void;
}

export function createSettingsService(
  store: SettingsStore,
  policy: PolicyRead,
  env: SettingsEnv,
): SettingsService {
  const user = (): UserSettings => readUserSettings(store.store);
  let sandboxOrigin: string | null = null;
  const effective = (): EffectiveSettings => resolveEffectiveSettings(store.store, policy, env);
  const bridge = (): Settings => toBridgeSettings(effective(), sandboxOrigin);
  return {
    effective,
    bridge,
    setLanguage(language) {
      if (!isAppLanguage(language)) return fail('invalid');
      store.set('language', language);
      return ok(bridge());
    },
    walkthrough: (userId) => user().walkthroughs[String(userId)] ?? null,
    setWalkthrough(userId, outcome) {
      if (!Number.isSafeInteger(userId) || userId < 0) return fail('invalid');
      store.set('walkthroughs', { ...user().walkthroughs, [String(userId)]: outcome });
      return ok(undefined);
    },
    lastDownloadFolder: () => user().lastDownloadFolder,
    setLastDownloadFolder: (folder) => store.set('lastDownloadFolder', folder),
    windowBounds: () => user().windowBounds,
    setWindowBounds: (bounds) => store.set('windowBounds', bounds),
    setSandboxOrigin: (origin) => {
      sandboxOrigin = origin;
    },
  };
}
