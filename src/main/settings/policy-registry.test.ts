import { describe, expect, it, vi } from 'vitest';
import { effectivePolicy } from './policy.ts';
import {
  POLICIES_REGISTRY_KEY,
  POLICY_REGISTRY_KEY,
  REG_EXE,
  loadRegistryPolicy,
  parseRegQuery,
} from './policy-registry.ts';
import type { Exec, ExecResult } from './policy-registry.ts';

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
  (exitCode: number, stdout = '', stderr = ''): Exec =>
  () =>
    Promise.resolve({ exitCode, stdout, stderr });

const HEADER = '\r\nHKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Vertaislaina\r\n';

// What reg.exe prints for the parent key on a machine without our key, and with it.
const PARENT = [
  '',
  'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Google',
  'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Microsoft',
  '',
].join('\r\n');
const PARENT_WITH_KEY = `${PARENT}HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\VERTAISLAINA\r\n`;
// reg.exe exits with 1 on every failure; what it says on stderr is in the display language.
const NOT_FOUND = 'ERROR: The system was unable to find the specified registry key or value.\r\n';
const NOT_FOUND_DE =
  'FEHLER: Das System konnte den angegebenen Registrierungsschlüssel bzw. Wert nicht finden.\r\n';
const DENIED = 'ERROR: Access is denied.\r\n';

/** A fake reg.exe answering per key queried. */
const execByKey = (answers: Record<string, ExecResult | Error>) =>
  vi.fn<Exec>((_file, args) => {
    const answer = answers[args[1] ?? ''];
    if (answer === undefined) return Promise.reject(new Error(`unexpected ${args.join(' ')}`));
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  });
const exited = (exitCode: number, stdout = '', stderr = ''): ExecResult => ({
  exitCode,
  stdout,
  stderr,
});
const spawnError = (code: string) => Object.assign(new Error(code), { code });

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
    expect(exec).toHaveBeenCalledWith('C:\\Windows\\System32\\reg.exe', [
      'query',
      'HKLM\\SOFTWARE\\Policies\\Vertaislaina',
    ]);
  });

  it('runs reg.exe by its absolute path only, never by a name PATH resolves', async () => {
    const exec = execByKey({
      [POLICY_REGISTRY_KEY]: exited(1, '', NOT_FOUND),
      [POLICIES_REGISTRY_KEY]: exited(0, PARENT),
    });
    await loadRegistryPolicy(exec);
    expect(exec.mock.calls.map(([file]) => file)).toEqual([REG_EXE, REG_EXE]);
    expect(REG_EXE).toBe('C:\\Windows\\System32\\reg.exe');
  });

  it.each([
    ['in English', NOT_FOUND],
    ['in German', NOT_FOUND_DE],
  ])(
    'is absent when the key does not exist: exit 1 (%s) and the parent lists no such key',
    async (_language, stderr) => {
      const exec = execByKey({
        [POLICY_REGISTRY_KEY]: exited(1, '', stderr),
        [POLICIES_REGISTRY_KEY]: exited(0, PARENT),
      });
      expect(await loadRegistryPolicy(exec)).toEqual({ status: 'absent' });
    },
  );

  it.each([
    ['reg.exe cannot run', execByKey({ [POLICY_REGISTRY_KEY]: spawnError('ENOENT') })],
    ['reg.exe times out', execByKey({ [POLICY_REGISTRY_KEY]: spawnError('SIGTERM') })],
    ['reg.exe exits otherwise', execByKey({ [POLICY_REGISTRY_KEY]: exited(5) })],
    [
      'the key exists but cannot be read (access denied)',
      execByKey({
        [POLICY_REGISTRY_KEY]: exited(1, '', DENIED),
        [POLICIES_REGISTRY_KEY]: exited(0, PARENT_WITH_KEY),
      }),
    ],
    [
      'a fake reg.exe exits 1 and the parent cannot be listed either',
      execByKey({
        [POLICY_REGISTRY_KEY]: exited(1),
        [POLICIES_REGISTRY_KEY]: exited(1, '', DENIED),
      }),
    ],
    [
      'the parent listing cannot run',
      execByKey({
        [POLICY_REGISTRY_KEY]: exited(1, '', NOT_FOUND),
        [POLICIES_REGISTRY_KEY]: spawnError('EPERM'),
      }),
    ],
    [
      'the parent listing is garbled',
      execByKey({
        [POLICY_REGISTRY_KEY]: exited(1, '', NOT_FOUND),
        [POLICIES_REGISTRY_KEY]: exited(0, 'K\uFFFDy not f\uFFFDund\r\n'),
      }),
    ],
    [
      'the listing is garbled',
      execByKey({ [POLICY_REGISTRY_KEY]: exited(0, '\uFFFD\uFFFD allowSandbox 1\r\n') }),
    ],
    [
      'the listing names values under another key',
      execByKey({
        [POLICY_REGISTRY_KEY]: exited(
          0,
          'HKEY_LOCAL_MACHINE\\SOFTWARE\\Other\r\n    allowSandbox    REG_DWORD    0x1\r\n',
        ),
      }),
    ],
  ] as const)('fails everything closed and says why when %s', async (_case, exec) => {
    const read = await loadRegistryPolicy(exec);
    expect(read).toMatchObject({ status: 'invalid', unreadable: true });
    expect(read.status === 'invalid' && read.problems.join()).toMatch(/reg\.exe/);
    expect(effectivePolicy(read)).toMatchObject({ allowSandbox: false, updates: { kind: 'off' } });
  });

  it('names what reg.exe said in the reason', async () => {
    const read = await loadRegistryPolicy(
      execByKey({
        [POLICY_REGISTRY_KEY]: exited(1, '', DENIED),
        [POLICIES_REGISTRY_KEY]: exited(0, PARENT_WITH_KEY),
      }),
    );
    expect(read.status === 'invalid' && read.problems).toEqual([
      'reg.exe exited with 1: ERROR: Access is denied.',
    ]);
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
    const read = await loadRegistryPolicy(execReturning(0, `${HEADER}${line}\r\n`));
    expect(read).toMatchObject({ status: 'invalid', invalidKeys: [key], unreadable: false });
    expect(read.status === 'invalid' && read.problems[0]).toMatch(
      new RegExp(`^${key}: expected REG_(SZ|DWORD), `),
    );
    expect(effectivePolicy(read)).toEqual(closed);
  });

  it('makes an unknown value name unreadable: it may be a misspelt key', async () => {
    const read = await loadRegistryPolicy(
      execReturning(0, `${HEADER}    alowSandbox    REG_DWORD    0x0\r\n`),
    );
    expect(read).toMatchObject({ status: 'invalid', unreadable: true });
  });
});
