import { describe, expect, it } from 'vitest';
import { resolveEffectiveSettings } from '../settings/effective.ts';
import { currentSettingsList } from './current-settings.ts';

const policy = (json: object) => ({
  status: 'valid' as const,
  path: '/etc/vertaislaina/policy.json',
  policy: json,
});

describe('currentSettingsList', () => {
  it('names each setting’s source: policy, environment, user or default', () => {
    const effective = resolveEffectiveSettings(
      { language: 'sv' },
      policy({ downloadFolder: '/srv/exports', sessionTimeoutMinutes: 5 }),
      { VERTAISLAINA_API_BASE_URL: 'https://api.example' },
    );
    const list = currentSettingsList(effective, '/home/u');
    const byKey = Object.fromEntries(list.map((s) => [s.key, s]));
    expect(byKey.language).toEqual({ key: 'language', value: 'sv', source: 'user' });
    expect(byKey.apiBaseUrl).toEqual({
      key: 'apiBaseUrl',
      value: 'https://api.example',
      source: 'environment',
    });
    expect(byKey.api).toEqual({ key: 'api', value: 'https://api.example', source: 'environment' });
    expect(byKey.downloadFolder).toEqual({
      key: 'downloadFolder',
      value: '/srv/exports',
      source: 'policy',
    });
    expect(byKey.sessionTimeoutMinutes).toEqual({
      key: 'sessionTimeoutMinutes',
      value: 5,
      source: 'policy',
    });
    expect(byKey.logLevel).toEqual({ key: 'logLevel', value: 'info', source: 'default' });
    expect(byKey.lastDownloadFolder).toEqual({
      key: 'lastDownloadFolder',
      value: '/home/u',
      source: 'user',
    });
  });

  it('says when the embedded sandbox serves the API, or nothing does', () => {
    const sandbox = currentSettingsList(
      resolveEffectiveSettings({}, { status: 'absent' }, {}),
      null,
    );
    expect(sandbox.find((s) => s.key === 'api')?.value).toBe('embedded sandbox');
    const none = currentSettingsList(
      resolveEffectiveSettings({}, policy({ allowSandbox: false }), {}),
      null,
    );
    expect(none.find((s) => s.key === 'api')?.value).toBe('none');
    expect(none.find((s) => s.key === 'allowSandbox')).toEqual({
      key: 'allowSandbox',
      value: false,
      source: 'policy',
    });
  });
});
