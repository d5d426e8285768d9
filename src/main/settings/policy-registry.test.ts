import { describe, expect, it, vi } from 'vitest';
import { effectivePolicy } from './policy.ts';
import { POLICY_REGISTRY_KEY, loadRegistryPolicy, parseRegQuery } from './policy-registry.ts';
import type { Exec } from './policy-registry.ts';

// What `reg.exe query "HKLM\SOFTWARE\Policies\Vertaislaina"` prints (CRLF, a blank line first,
// subkeys listed after the values).
const CAPTURED = [
  '',
  'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Vertaislaina',
  '    apiBaseUrl    REG_SZ    https://api.vertaislaina.example',
  '    downloadFolder    REG_SZ    \\\\files.corp.example\\Exports\\Vertaislaina 2026',
  '    allowSandbox    REG_DWORD    0x0',
  '    updates    REG_SZ    off',
  '    sessionTimeoutMinutes    REG_DWORD    0x1e',
  '    logLevel    REG_SZ    warn',
  '',
  'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Vertaislaina\\Extensions',
  '',
].join('\r\n');

const execReturning =
  (exitCode: number, stdout = ''): Exec =>
  () =>
    Promise.resolve({ exitCode, stdout });

describe('parseRegQuery', () => {
  it('reads REG_SZ as text, REG_DWORD as a number and allowSandbox 0/1 as a boolean', () => {
    expect(parseRegQuery(CAPTURED)).toEqual({
      apiBaseUrl: 'https://api.vertaislaina.example',
      downloadFolder: '\\\\files.corp.example\\Exports\\Vertaislaina 2026',
      allowSandbox: false,
      updates: 'off',
      sessionTimeoutMinutes: 30,
      logLevel: 'warn',
    });
    expect(parseRegQuery('    allowSandbox    REG_DWORD    0x1\n')).toEqual({ allowSandbox: true });
  });

  it('matches value names without regard to case and skips the default value', () => {
    expect(
      parseRegQuery(
        [
          'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Vertaislaina',
          '    (Standard)    REG_SZ    (Wert nicht festgelegt)',
          '    SessionTimeoutMinutes    REG_DWORD    0xf',
          '    LOGLEVEL    REG_SZ    debug',
        ].join('\r\n'),
      ),
    ).toEqual({ sessionTimeoutMinutes: 15, logLevel: 'debug' });
  });

  it('keeps unknown names and wrong types so that the check rejects them', () => {
    const values = parseRegQuery(
      [
        '    allowSandbox    REG_DWORD    0x2',
        '    sessionTimeoutMinutes    REG_SZ    30',
        '    updates    REG_DWORD    0x0',
        '    logLevel    REG_EXPAND_SZ    %LEVEL%',
        '    downloadFolder    REG_SZ    C:\\Vienti\uFFFD',
        '    apiBaseUrl    REG_SZ',
        '    allowSandbx    REG_DWORD    0x0',
      ].join('\r\n'),
    );
    expect(values).toEqual({
      allowSandbox: 2,
      sessionTimeoutMinutes: '30',
      updates: 0,
      logLevel: { unusable: 'REG_EXPAND_SZ' },
      downloadFolder: { unusable: 'text in another code page' },
      apiBaseUrl: '',
      allowSandbx: 0,
    });
  });
});

describe('loadRegistryPolicy', () => {
  it('runs reg.exe query on the policy key and checks what it prints', async () => {
    const exec = vi.fn(execReturning(0, CAPTURED));
    expect(await loadRegistryPolicy(exec)).toEqual({
      status: 'valid',
      path: POLICY_REGISTRY_KEY,
      policy: {
        apiBaseUrl: 'https://api.vertaislaina.example',
        downloadFolder: '\\\\files.corp.example\\Exports\\Vertaislaina 2026',
        allowSandbox: false,
        updates: { kind: 'off' },
        sessionTimeoutMinutes: 30,
        logLevel: 'warn',
      },
    });
    expect(exec).toHaveBeenCalledWith('reg.exe', [
      'query',
      'HKLM\\SOFTWARE\\Policies\\Vertaislaina',
    ]);
  });

  it('is absent when the key does not exist (reg.exe exits with 1)', async () => {
    expect(await loadRegistryPolicy(execReturning(1))).toEqual({ status: 'absent' });
  });

  it.each([
    ['reg.exe cannot run', () => Promise.reject(Object.assign(new Error('x'), { code: 'ENOENT' }))],
    ['reg.exe exits otherwise', execReturning(5)],
  ] as const)('fails everything closed when %s', async (_case, exec) => {
    const read = await loadRegistryPolicy(exec);
    expect(read).toMatchObject({ status: 'invalid', unreadable: true });
    expect(effectivePolicy(read)).toMatchObject({ allowSandbox: false, updates: { kind: 'off' } });
  });

  it.each([
    ['allowSandbox', '    allowSandbox    REG_DWORD    0x2', { allowSandbox: false }],
    ['allowSandbox', '    allowSandbox    REG_SZ    1', { allowSandbox: false }],
    [
      'sessionTimeoutMinutes',
      '    sessionTimeoutMinutes    REG_SZ    30',
      { sessionTimeoutMinutes: 2 },
    ],
    [
      'sessionTimeoutMinutes',
      '    sessionTimeoutMinutes    REG_DWORD    0x0',
      { sessionTimeoutMinutes: 2 },
    ],
    ['updates', '    updates    REG_DWORD    0x0', { updates: { kind: 'off' } }],
    ['logLevel', '    logLevel    REG_SZ    trace', { logLevel: 'warn' }],
    ['apiBaseUrl', '    apiBaseUrl    REG_SZ    http://gw.corp.example', { allowSandbox: false }],
    ['downloadFolder', '    downloadFolder    REG_SZ    Exports', {}],
  ])('fails an invalid %s value closed and names its registry type', async (key, line, closed) => {
    const read = await loadRegistryPolicy(execReturning(0, `${line}\r\n`));
    expect(read).toMatchObject({ status: 'invalid', invalidKeys: [key], unreadable: false });
    expect(read.status === 'invalid' && read.problems[0]).toMatch(
      new RegExp(`^${key}: expected REG_(SZ|DWORD), `),
    );
    expect(effectivePolicy(read)).toEqual(closed);
  });

  it('makes an unknown value name unreadable: it may be a misspelt key', async () => {
    const read = await loadRegistryPolicy(
      execReturning(0, '    alowSandbox    REG_DWORD    0x0\r\n'),
    );
    expect(read).toMatchObject({ status: 'invalid', unreadable: true });
  });
});
