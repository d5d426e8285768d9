import { describe, expect, it } from 'vitest';
import { normaliseApiBaseUrl } from './api-base-url.ts';
import { resolveEffectiveSettings, toBridgeSettings } from './effective.ts';
import type { PolicyRead } from './policy.ts';
import { DEFAULT_USER_SETTINGS, readUserSettings } from './user-settings.ts';

const user = { ...DEFAULT_USER_SETTINGS, language: 'sv' as const };
const absent: PolicyRead = { status: 'absent' };
const valid = (policy: object): PolicyRead => ({ status: 'valid', path: 'p', policy });

describe('resolveEffectiveSettings', () => {
  it('runs the embedded sandbox when nothing is configured', () => {
    expect(resolveEffectiveSettings(user, absent, {})).toEqual({
      language: 'sv',
      api: { kind: 'sandbox' },
      downloadFolder: null,
      lockedByPolicy: [],
    });
  });

  it('prefers policy over environment over user settings', () => {
    const u = { ...user, apiBaseUrl: 'https://user.example.fi' };
    const env = { VERTAISLAINA_API_BASE_URL: 'http://127.0.0.1:9000/' };
    expect(resolveEffectiveSettings(u, absent, {}).api).toEqual({
      kind: 'remote',
      origin: 'https://user.example.fi',
      source: 'user',
    });
    expect(resolveEffectiveSettings(u, absent, env).api).toEqual({
      kind: 'remote',
      origin: 'http://127.0.0.1:9000',
      source: 'env',
    });
    const fixed = resolveEffectiveSettings(u, valid({ apiBaseUrl: 'https://gw.example.fi/' }), env);
    expect(fixed.api).toEqual({
      kind: 'remote',
      origin: 'https://gw.example.fi',
      source: 'policy',
    });
    expect(fixed.lockedByPolicy).toEqual(['apiBaseUrl', 'sandbox']);
  });

  it('turns the sandbox off by policy and fixes the download folder', () => {
    const r = resolveEffectiveSettings(
      user,
      valid({ allowSandbox: false, downloadFolder: '/srv/out' }),
      {},
    );
    expect(r).toEqual({
      language: 'sv',
      api: { kind: 'none' },
      downloadFolder: '/srv/out',
      lockedByPolicy: ['sandbox', 'downloadFolder'],
    });
    const withUrl = resolveEffectiveSettings(
      { ...user, apiBaseUrl: 'https://api.example.fi' },
      valid({ allowSandbox: false }),
      {},
    );
    expect(withUrl.api).toMatchObject({ kind: 'remote', source: 'user' });
  });

  it('fails closed on an invalid policy: no sandbox', () => {
    const r = resolveEffectiveSettings(user, { status: 'invalid', path: 'p', problem: 'x' }, {});
    expect(r.api).toEqual({ kind: 'none' });
    expect(r.lockedByPolicy).toEqual(['sandbox']);
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
      lockedByPolicy: [],
      sessionTimeoutMinutes: 15,
    });
    expect(
      toBridgeSettings(resolveEffectiveSettings(user, valid({ allowSandbox: false }), {}), null),
    ).toEqual({
      language: 'sv',
      apiBaseUrl: '',
      sandbox: false,
      lockedByPolicy: ['sandbox'],
      sessionTimeoutMinutes: 15,
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
