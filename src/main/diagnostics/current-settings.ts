import type { EffectiveSettings } from '../settings/effective.ts';
import type { EffectiveSetting } from './diagnostics.ts';

/**
 * The effective settings as diagnostics lists them, derived from what the settings service tells
 * today. Interim: once the settings service reports every key with its source itself, the
 * composition root passes that list to the diagnostics service instead.
 */
export function currentSettingsList(
  effective: EffectiveSettings,
  extra: { lastDownloadFolder: string | null; logLevel: string },
): EffectiveSetting[] {
  const { api } = effective;
  const apiSetting: EffectiveSetting =
    api.kind === 'remote'
      ? {
          key: 'apiBaseUrl',
          value: api.origin,
          source: api.source === 'env' ? 'environment' : api.source,
        }
      : {
          key: 'apiBaseUrl',
          value: api.kind === 'sandbox' ? 'embedded sandbox' : 'none (sandbox not allowed)',
          source: effective.lockedByPolicy.includes('sandbox') ? 'policy' : 'default',
        };
  return [
    apiSetting,
    { key: 'language', value: effective.language, source: 'user' },
    effective.downloadFolder === null
      ? { key: 'downloadFolder', value: extra.lastDownloadFolder, source: 'user' }
      : { key: 'downloadFolder', value: effective.downloadFolder, source: 'policy' },
    { key: 'logLevel', value: extra.logLevel, source: 'default' },
    { key: 'lockedByPolicy', value: effective.lockedByPolicy, source: 'policy' },
  ];
}
