import type {
  EffectiveSettings,
  SettingSource as EffectiveSource,
  Sourced,
} from '../settings/effective.ts';
import type { EffectiveSetting, SettingSource } from './diagnostics.ts';

const SOURCE_NAMES: Record<EffectiveSource, SettingSource> = {
  policy: 'policy',
  env: 'environment',
  user: 'user',
  default: 'default',
};

const listed = (key: string, { value, source }: Sourced<unknown>): EffectiveSetting => ({
  key,
  value,
  source: SOURCE_NAMES[source],
});

/**
 * The effective settings as diagnostics lists them: each with its value and where it came from,
 * plus what the app actually talks to and the folder the user last saved to.
 */
export function currentSettingsList(
  effective: EffectiveSettings,
  lastDownloadFolder: string | null,
): EffectiveSetting[] {
  const { api } = effective;
  const target =
    api.kind === 'remote' ? api.origin : api.kind === 'sandbox' ? 'embedded sandbox' : 'none';
  return [
    listed('language', effective.language),
    listed('apiBaseUrl', effective.apiBaseUrl),
    listed('allowSandbox', effective.allowSandbox),
    {
      key: 'api',
      value: target,
      source: api.kind === 'remote' ? SOURCE_NAMES[api.source] : 'default',
    },
    listed('downloadFolder', effective.downloadFolder),
    { key: 'lastDownloadFolder', value: lastDownloadFolder, source: 'user' },
    listed('updates', effective.updates),
    listed('sessionTimeoutMinutes', effective.sessionTimeoutMinutes),
    listed('logLevel', effective.logLevel),
    { key: 'lockedByPolicy', value: effective.lockedByPolicy, source: 'policy' },
  ];
}
