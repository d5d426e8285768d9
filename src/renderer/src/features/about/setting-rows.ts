import type { Settings } from '#shared/bridge.ts';
import type { AppLanguage } from '#shared/languages.ts';
import type { LockableSetting } from '#shared/managed-settings.ts';

/** A value to show: an i18n key (with its options), or text as it is (an address, a path). */
export type RowValue =
  { key: string; options?: Record<string, string | number> } | { text: string };

export interface SettingRow {
  /** The row's name, also the key of its label (`about:settings.<name>`). */
  name: 'language' | LockableSetting;
  value: RowValue;
  locked: boolean;
}

/**
 * The settings the About page lists, in order, each marked when the organisation's policy fixes
 * it. `language` is the one shown now (it can change after start; the others cannot).
 */
export function settingRows(settings: Settings, language: AppLanguage): SettingRow[] {
  const locked = new Set(settings.lockedByPolicy);
  const row = (name: LockableSetting, value: RowValue): SettingRow => ({
    name,
    value,
    locked: locked.has(name),
  });
  const { updates } = settings;
  return [
    { name: 'language', value: { key: `shell:language.${language}` }, locked: false },
    row(
      'apiBaseUrl',
      settings.apiBaseUrl === '' ? { key: 'about:settings.notSet' } : { text: settings.apiBaseUrl },
    ),
    row('sandbox', { key: settings.sandbox ? 'about:settings.inUse' : 'about:settings.notInUse' }),
    row(
      'downloadFolder',
      settings.downloadFolder === null
        ? { key: 'about:settings.askWhenSaving' }
        : { text: settings.downloadFolder },
    ),
    // Always plural: a policy allows 2 minutes at least.
    row('sessionTimeoutMinutes', {
      key: 'about:settings.minutes',
      options: { count: settings.sessionTimeoutMinutes },
    }),
    row(
      'updates',
      updates.kind === 'feed'
        ? { key: 'about:settings.updatesFeed', options: { url: updates.url } }
        : { key: updates.kind === 'off' ? 'about:settings.off' : 'about:settings.automatic' },
    ),
    row('logLevel', { key: `about:settings.logLevels.${settings.logLevel}` }),
  ];
}
