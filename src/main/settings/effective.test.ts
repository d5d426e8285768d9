import { describe, expect, it } from 'vitest';
import { normaliseApiBaseUrl } from './secure-url.ts';
import { resolveEffectiveSettings, toBridgeSettings } from './effective.ts';
import type { PolicyRead } from './policy.ts';
import { DEFAULT_USER_SETTINGS, readUserSettings } from './user-settings.ts';

const user = { ...DEFAULT_USER_SETTINGS, language: 'sv' as const };
const absent: PolicyRead = { status: 'absent' };
const valid = (policy: object): PolicyRead => ({ status: 'valid', path: 'p', policy });

const defaults = {
  language: { value: 'sv', source: 'user' },
  apiBaseUrl: { value: null, source: 'default' },
  allowSandbox: { value: true, source: 'default' },
  downloadFolder: { value: null, source: 'default' },
  updates: { value: { kind: 'builtIn' }, source: 'default' },
  sessionTimeoutMinutes: { value: 15, source: 'default' },
  logLevel: { value: 'info', source: 'default' },
};

describe('resolveEffectiveSettings', () => {
  it('runs the embedded sandbox when nothing is configured, every setting at its default', () => {
    expect(resolveEffectiveSettings(user, absent, {})).toEqual({
      ...defaults,
      api: { kind: 'sandbox' },
      lockedByPolicy: [],
    });
  });

  it('tells a language the user chose from the default one', () => {
    expect(resolveEffectiveSettings({}, absent, {}).language).toEqual({
      value: 'fi',
      source: 'default',
    });
    expect(resolveEffectiveSettings({ language: 'xx' }, absent, {}).language.source).toBe(
      'default',
    );
    expect(resolveEffectiveSettings({ language: 'de' }, absent, {}).language).toEqual({
      value: 'de',
      source: 'user',
    });
  });

  it('prefers policy over environment over user settings', () => {
    const u = { ...user, apiBaseUrl: 'https://user.example.fi' };
    const env = { VERTAISLAINA_API_BASE_URL: 'http://127.0.0.1:9000/' };
    const fromUser = resolveEffectiveSettings(u, absent, {});
    expect(fromUser.api).toEqual({
      kind: 'remote',
      origin: 'https://user.example.fi',
      source: 'user',
    });
    expect(fromUser.apiBaseUrl).toEqual({ value: 'https://user.example.fi', source: 'user' });
    const fromEnv = resolveEffectiveSettings(u, absent, env);
    expect(fromEnv.api).toEqual({
      kind: 'remote',
      origin: 'http://127.0.0.1:9000',
      source: 'env',
    });
    expect(fromEnv.apiBaseUrl).toEqual({ value: 'http://127.0.0.1:9000', source: 'env' });
    const fixed = resolveEffectiveSettings(u, valid({ apiBaseUrl: 'https://gw.example.fi/' }), env);
    expect(fixed.api).toEqual({
      kind: 'remote',
      origin: 'https://gw.example.fi',
      source: 'policy',
    });
    expect(fixed.apiBaseUrl).toEqual({ value: 'https://gw.example.fi', source: 'policy' });
    expect(fixed.lockedByPolicy).toEqual(['apiBaseUrl', 'sandbox']);
  });

  it('turns the sandbox off by policy and fixes the download folder', () => {
    const r = resolveEffectiveSettings(
      user,
      valid({ allowSandbox: false, downloadFolder: '/srv/out' }),
      {},
    );
    expect(r).toEqual({
      ...defaults,
      allowSandbox: { value: false, source: 'policy' },
      downloadFolder: { value: '/srv/out', source: 'policy' },
      api: { kind: 'none' },
      lockedByPolicy: ['sandbox', 'downloadFolder'],
    });
    const withUrl = resolveEffectiveSettings(
      { ...user, apiBaseUrl: 'https://api.example.fi' },
      valid({ allowSandbox: false }),
      {},
    );
    expect(withUrl.api).toMatchObject({ kind: 'remote', source: 'user' });
  });

  it.each([
    ['updates', { kind: 'off' }],
    ['updates', { kind: 'feed', url: 'https://updates.example.fi/' }],
    ['sessionTimeoutMinutes', 45],
    ['logLevel', 'debug'],
  ] as const)('takes %s = %j from the policy and locks it', (key, value) => {
    const r = resolveEffectiveSettings(user, valid({ [key]: value }), {});
    expect(r[key]).toEqual({ value, source: 'policy' });
    expect(r.lockedByPolicy).toEqual([key]);
  });

  it('fails closed on an invalid policy: no sandbox, no updates, the shortest session', () => {
    const r = resolveEffectiveSettings(
      user,
      { status: 'invalid', path: 'p', valid: {}, invalidKeys: [], unreadable: true, problems: [] },
      {},
    );
    expect(r.api).toEqual({ kind: 'none' });
    expect(r.updates).toEqual({ value: { kind: 'off' }, source: 'policy' });
    expect(r.sessionTimeoutMinutes).toEqual({ value: 2, source: 'policy' });
    expect(r.logLevel).toEqual({ value: 'warn', source: 'policy' });
    expect(r.lockedByPolicy).toEqual(['sandbox', 'updates', 'sessionTimeoutMinutes', 'logLevel']);
  });

  it('ignores unusable URLs from the environment and the user', () => {
    const r = resolveEffectiveSettings({ ...user, apiBaseUrl: 'http://api.example.fi' }, absent, {
      VERTAISLAINA_API_BASE_URL: 'ftp://x',
    });
    expect(r.api).toEqual({ kind: 'sandbox' });
  });
});

describe('toBridgeSettings', () => {
  it('shows the sandbox origin once it runs', () => {
    const r = resolveEffectiveSettings(user, absent, {});
    expect(toBridgeSettings(r, 'http://127.0.0.1:5555')).toEqual({
      language: 'sv',
      apiBaseUrl: 'http://127.0.0.1:5555',
      sandbox: true,
      downloadFolder: null,
      sessionTimeoutMinutes: 15,
      updates: { kind: 'builtIn' },
      logLevel: 'info',
      lockedByPolicy: [],
    });
  });

  it('hands the policy’s values and locks to the renderer', () => {
    const policy = valid({
      allowSandbox: false,
      downloadFolder: 'C:\\Exports',
      updates: { kind: 'off' },
      sessionTimeoutMinutes: 5,
      logLevel: 'error',
    });
    expect(toBridgeSettings(resolveEffectiveSettings(user, policy, {}), null)).toEqual({
      language: 'sv',
      apiBaseUrl: '',
      sandbox: false,
      downloadFolder: 'C:\\Exports',
      sessionTimeoutMinutes: 5,
      updates: { kind: 'off' },
      logLevel: 'error',
      lockedByPolicy: ['sandbox', 'downloadFolder', 'updates', 'sessionTimeoutMinutes', 'logLevel'],
    });
  });
});

describe('normaliseApiBaseUrl', () => {
  it.each([
    ['https://api.example.fi', 'https://api.example.fi'],
    ['https://api.example.fi/', 'https://api.example.fi'],
    [' https://API.example.fi:8443 ', 'https://api.example.fi:8443'],
    ['http://127.0.0.1:5555', 'http://127.0.0.1:5555'],
    ['http://localhost:3000/', 'http://localhost:3000'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
  ])('%s → %s', (raw, origin) => expect(normaliseApiBaseUrl(raw)).toBe(origin));

  it.each([
    'http://api.example.fi',
    'https://u:p@api.example.fi',
    'https://api.example.fi/prefix',
    'https://api.example.fi/?x=1',
    'https://api.example.fi/#x',
    'file:///etc',
    'javascript:alert(1)',
    '',
    'nonsense',
    null,
    42,
  ])('refuses %j', (raw) => expect(normaliseApiBaseUrl(raw)).toBeNull());
});

describe('readUserSettings', () => {
  it('falls back per field on broken data', () => {
    expect(
      readUserSettings({ language: 'xx', windowBounds: { width: 5 }, lastDownloadFolder: 3 }),
    ).toEqual(DEFAULT_USER_SETTINGS);
    expect(readUserSettings(null)).toEqual(DEFAULT_USER_SETTINGS);
    expect(
      readUserSettings({
        language: 'en',
        windowBounds: { width: 800, height: 600 },
        apiBaseUrl: 'https://a.fi',
      }),
    ).toEqual({
      language: 'en',
      windowBounds: { width: 800, height: 600 },
      lastDownloadFolder: null,
      apiBaseUrl: 'https://a.fi',
      walkthroughs: {},
    });
  });
});
