import { describe, expect, it } from 'vitest';
import { currentSettingsList } from './current-settings.ts';

describe('currentSettingsList', () => {
  it('names the source of each effective setting', () => {
    expect(
      currentSettingsList(
        {
          language: 'sv',
          api: { kind: 'remote', origin: 'https://api.example', source: 'env' },
          downloadFolder: '/srv/exports',
          lockedByPolicy: ['downloadFolder'],
        },
        { lastDownloadFolder: '/home/u', logLevel: 'info' },
      ),
    ).toEqual([
      { key: 'apiBaseUrl', value: 'https://api.example', source: 'environment' },
      { key: 'language', value: 'sv', source: 'user' },
      { key: 'downloadFolder', value: '/srv/exports', source: 'policy' },
      { key: 'logLevel', value: 'info', source: 'default' },
      { key: 'lockedByPolicy', value: ['downloadFolder'], source: 'policy' },
    ]);
  });

  it('says when the embedded sandbox serves the API, and who decided', () => {
    const list = currentSettingsList(
      { language: 'fi', api: { kind: 'sandbox' }, downloadFolder: null, lockedByPolicy: [] },
      { lastDownloadFolder: null, logLevel: 'debug' },
    );
    expect(list[0]).toEqual({ key: 'apiBaseUrl', value: 'embedded sandbox', source: 'default' });
    expect(list[2]).toEqual({ key: 'downloadFolder', value: null, source: 'user' });
    const none = currentSettingsList(
      { language: 'fi', api: { kind: 'none' }, downloadFolder: null, lockedByPolicy: ['sandbox'] },
      { lastDownloadFolder: null, logLevel: 'info' },
    );
    expect(none[0]).toEqual({
      key: 'apiBaseUrl',
      value: 'none (sandbox not allowed)',
      source: 'policy',
    });
  });
});
