import { describe, expect, it } from 'vitest';
import {
  FAIL_CLOSED_POLICY,
  checkPolicy,
  effectivePolicy,
  mergePolicyReads,
  policyWarning,
} from './policy.ts';
import type { PolicyRead } from './policy.ts';

const check = (raw: unknown) => checkPolicy('p', raw);

describe('checkPolicy: each key', () => {
  it.each([
    ['apiBaseUrl', 'https://api.example.fi', 'https://api.example.fi'],
    ['apiBaseUrl', 'http://127.0.0.1:9000', 'http://127.0.0.1:9000'],
    ['downloadFolder', '/srv/exports', '/srv/exports'],
    ['downloadFolder', 'C:\\Exports', 'C:\\Exports'],
    ['downloadFolder', '\\\\server\\share\\exports', '\\\\server\\share\\exports'],
    ['allowSandbox', false, false],
    ['allowSandbox', true, true],
    ['updates', 'off', { kind: 'off' }],
    [
      'updates',
      'https://updates.example.fi/vertaislaina/',
      { kind: 'feed', url: 'https://updates.example.fi/vertaislaina/' },
    ],
    ['updates', 'http://localhost:8080/feed', { kind: 'feed', url: 'http://localhost:8080/feed' }],
    ['sessionTimeoutMinutes', 2, 2],
    ['sessionTimeoutMinutes', 30, 30],
    ['sessionTimeoutMinutes', 480, 480],
    ['logLevel', 'error', 'error'],
    ['logLevel', 'warn', 'warn'],
    ['logLevel', 'info', 'info'],
    ['logLevel', 'debug', 'debug'],
  ])('accepts %s = %j', (key, value, parsed) => {
    expect(check({ [key]: value })).toEqual({
      status: 'valid',
      path: 'p',
      policy: { [key]: parsed },
    });
  });

  // Each invalid value fails its own key closed; the other keys keep their valid values.
  it.each([
    ['apiBaseUrl', 'http://api.example.fi', { allowSandbox: false }],
    ['apiBaseUrl', 'https://u:p@api.example.fi', { allowSandbox: false }],
    ['apiBaseUrl', 'https://api.example.fi/prefix', { allowSandbox: false }],
    ['downloadFolder', 'relative/dir', {}],
    ['downloadFolder', 42, {}],
    ['allowSandbox', 'no', { allowSandbox: false }],
    ['allowSandbox', 1, { allowSandbox: false }],
    ['updates', 'on', { updates: { kind: 'off' } }],
    ['updates', 'Off', { updates: { kind: 'off' } }],
    ['updates', 'http://updates.example.fi/', { updates: { kind: 'off' } }],
    ['updates', 'https://updates.example.fi/?channel=beta', { updates: { kind: 'off' } }],
    ['updates', false, { updates: { kind: 'off' } }],
    ['sessionTimeoutMinutes', 0, { sessionTimeoutMinutes: 2 }],
    ['sessionTimeoutMinutes', 1, { sessionTimeoutMinutes: 2 }],
    ['sessionTimeoutMinutes', 481, { sessionTimeoutMinutes: 2 }],
    ['sessionTimeoutMinutes', 15.5, { sessionTimeoutMinutes: 2 }],
    ['sessionTimeoutMinutes', '15', { sessionTimeoutMinutes: 2 }],
    ['logLevel', 'verbose', { logLevel: 'warn' }],
    ['logLevel', 'INFO', { logLevel: 'warn' }],
  ])('fails %s = %j closed', (key, value, failClosed) => {
    const other = key === 'logLevel' ? { allowSandbox: true } : { logLevel: 'debug' };
    const read = check({ ...other, [key]: value });
    expect(read).toMatchObject({ status: 'invalid', invalidKeys: [key], unreadable: false });
    expect(read.status === 'invalid' && read.problems).toEqual([
      expect.stringMatching(new RegExp(`^${key}: expected `)),
    ]);
    expect(effectivePolicy(read)).toEqual({ ...other, ...failClosed });
  });

  it('treats keys starting with // as comments', () => {
    expect(check({ '//': 'note', '// updates': 'REG_SZ', updates: 'off' })).toEqual({
      status: 'valid',
      path: 'p',
      policy: { updates: { kind: 'off' } },
    });
  });
});

describe('an unreadable policy', () => {
  it('fails every key closed that it does not set validly (an unknown key may be a misspelt one)', () => {
    const read = check({ alowSandbox: false, sessionTimeoutMinutes: 30 });
    expect(read).toMatchObject({ status: 'invalid', unreadable: true });
    expect(read.status === 'invalid' && read.problems).toEqual(['alowSandbox: not a policy key']);
    expect(effectivePolicy(read)).toEqual({
      allowSandbox: false,
      updates: { kind: 'off' },
      sessionTimeoutMinutes: 30,
      logLevel: 'warn',
    });
  });

  it.each([[null], [[]], ['text'], [3]])('fails everything closed for %j', (raw) => {
    expect(effectivePolicy(check(raw))).toEqual(FAIL_CLOSED_POLICY);
  });

  it('keeps a validly allowed sandbox even when the API address is invalid', () => {
    const read = check({ apiBaseUrl: 'ftp://x', allowSandbox: true });
    expect(effectivePolicy(read)).toEqual({ allowSandbox: true });
  });
});

describe('FAIL_CLOSED_POLICY', () => {
  it('turns the sandbox and updates off, shortens the session and keeps warnings only', () => {
    expect(FAIL_CLOSED_POLICY).toEqual({
      allowSandbox: false,
      updates: { kind: 'off' },
      sessionTimeoutMinutes: 2,
      logLevel: 'warn',
    });
  });
});

describe('mergePolicyReads (file, then registry)', () => {
  const file = check({ apiBaseUrl: 'https://file.example.fi', logLevel: 'info' });
  const registry = checkPolicy('HKLM', { apiBaseUrl: 'https://gpo.example.fi', updates: 'off' });

  it('lets the stronger source win key by key', () => {
    expect(mergePolicyReads(file, registry)).toEqual({
      status: 'valid',
      path: 'p + HKLM',
      policy: { apiBaseUrl: 'https://gpo.example.fi', logLevel: 'info', updates: { kind: 'off' } },
    });
  });

  it('returns the other source when one is absent', () => {
    const absent: PolicyRead = { status: 'absent' };
    expect(mergePolicyReads(absent, registry)).toBe(registry);
    expect(mergePolicyReads(file, absent)).toBe(file);
    expect(mergePolicyReads(absent, absent)).toEqual(absent);
  });

  it('fails a key closed when it is invalid in either source', () => {
    const badRegistry = checkPolicy('HKLM', { logLevel: 'loud' });
    const merged = mergePolicyReads(file, badRegistry);
    expect(effectivePolicy(merged)).toEqual({
      apiBaseUrl: 'https://file.example.fi',
      logLevel: 'warn',
    });
    expect(merged.status === 'invalid' && merged.problems).toEqual([
      'HKLM: logLevel: expected one of error, warn, info, debug',
    ]);
    const badFile = check({ updates: 'sometimes' });
    expect(effectivePolicy(mergePolicyReads(badFile, registry))).toEqual({
      apiBaseUrl: 'https://gpo.example.fi',
      updates: { kind: 'off' },
    });
  });

  it('keeps the registry’s valid values when the file cannot be read', () => {
    const unreadable = checkPolicy('p', 'not an object');
    expect(effectivePolicy(mergePolicyReads(unreadable, registry))).toEqual({
      apiBaseUrl: 'https://gpo.example.fi',
      updates: { kind: 'off' },
      allowSandbox: false,
      sessionTimeoutMinutes: 2,
      logLevel: 'warn',
    });
  });
});

describe('policyWarning', () => {
  it('names the problem and what applies instead', () => {
    expect(policyWarning(check({ sessionTimeoutMinutes: 0, downloadFolder: 'x' }))).toBe(
      'policy p is invalid (sessionTimeoutMinutes: expected whole minutes from 2 to 480; ' +
        'downloadFolder: expected an absolute path); failing closed: sessionTimeoutMinutes=2, ' +
        'downloadFolder not fixed',
    );
    expect(policyWarning(check('x'))).toBe(
      'policy p is invalid ((root): not an object); failing closed: allowSandbox=false, ' +
        'updates=off, sessionTimeoutMinutes=2, logLevel=warn, apiBaseUrl not fixed, ' +
        'downloadFolder not fixed',
    );
  });

  it('does not call a validly allowed sandbox a fail-closed value', () => {
    expect(policyWarning(check({ apiBaseUrl: 'ftp://x', allowSandbox: true }))).toBe(
      'policy p is invalid (apiBaseUrl: expected an https origin (http only on loopback)); ' +
        'failing closed: apiBaseUrl not fixed',
    );
  });

  it('is null for a valid or absent policy', () => {
    expect(policyWarning(check({}))).toBeNull();
    expect(policyWarning({ status: 'absent' })).toBeNull();
  });
});
