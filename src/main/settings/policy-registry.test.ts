import { describe, expect, it, vi } from 'vitest';
import { effectivePolicy } from './policy.ts';
import {
  POLICY_REGISTRY_KEY,
  POWERSHELL_EXE,
  REGISTRY_POLICY_SCRIPT,
  loadRegistryPolicy,
  registryPolicyValues,
} from './policy-registry.ts';
import type { Exec } from './policy-registry.ts';

type Value = { kind: string; data: unknown };
const sz = (data: string): Value => ({ kind: 'String', data });
const dword = (data: number): Value => ({ kind: 'DWord', data });

/** What the script prints for a key holding these values (ConvertTo-Json -Compress). */
const present = (values: Record<string, Value>) => JSON.stringify({ status: 'present', values });

const FULL = present({
  apiBaseUrl: sz('https://api.vertaislaina.example'),
  downloadFolder: sz('\\\\files.corp.example\\Exports\\Vertaislaina 2026'),
  allowSandbox: dword(0),
  updates: sz('off'),
  sessionTimeoutMinutes: dword(30),
  logLevel: sz('warn'),
});

const execReturning = (exitCode: number, stdout = '', stderr = '') =>
  vi.fn<Exec>(() => Promise.resolve({ exitCode, stdout, stderr }));
const spawnError = (code: string) =>
  vi.fn<Exec>(() => Promise.reject(Object.assign(new Error(code), { code })));

describe('registryPolicyValues', () => {
  it('reads text (expanded or not) as text, a DWORD as a number and allowSandbox 0/1 as a boolean', () => {
    expect(
      registryPolicyValues({
        downloadFolder: { kind: 'ExpandString', data: 'C:\\Users\\Mäkelä\\Exports' },
        logLevel: sz('warn'),
        allowSandbox: dword(1),
        sessionTimeoutMinutes: dword(30),
      }),
    ).toEqual({
      downloadFolder: 'C:\\Users\\Mäkelä\\Exports',
      logLevel: 'warn',
      allowSandbox: true,
      sessionTimeoutMinutes: 30,
    });
  });

  it('matches value names without regard to case, and reads a DWORD above 2^31 unsigned', () => {
    expect(registryPolicyValues({ SESSIONTIMEOUTMINUTES: dword(-1) })).toEqual({
      sessionTimeoutMinutes: 0xffff_ffff,
    });
  });

  it('keeps unknown names and other kinds so that the check rejects them', () => {
    expect(
      registryPolicyValues({
        alowSandbox: dword(0),
        logLevel: { kind: 'MultiString', data: ['warn'] },
        allowSandbox: { kind: 'QWord', data: 1 },
      }),
    ).toEqual({
      alowSandbox: 0,
      logLevel: { unusable: 'MultiString' },
      allowSandbox: { unusable: 'QWord' },
    });
  });
});

describe('loadRegistryPolicy', () => {
  it('runs the script in Windows PowerShell by its absolute path and checks what it prints', async () => {
    const exec = execReturning(0, `${FULL}\r\n`);
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
    const [file, args] = exec.mock.calls[0] ?? [];
    expect(file).toBe('C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe');
    expect(file).toBe(POWERSHELL_EXE);
    const encoded = args?.at(-1) ?? '';
    expect(args?.slice(0, -1)).toEqual([
      '-NoProfile',
      '-NonInteractive',
      '-InputFormat',
      'None',
      '-EncodedCommand',
    ]);
    expect(Buffer.from(encoded, 'base64').toString('utf16le')).toBe(REGISTRY_POLICY_SCRIPT);
  });

  it('reads the key in the 64-bit view, as UTF-8, and stops on any error', () => {
    expect(REGISTRY_POLICY_SCRIPT).toContain("OpenBaseKey('LocalMachine', 'Registry64')");
    expect(REGISTRY_POLICY_SCRIPT).toContain("OpenSubKey('SOFTWARE\\Policies\\Vertaislaina')");
    expect(REGISTRY_POLICY_SCRIPT).toContain('[Text.Encoding]::UTF8');
    expect(REGISTRY_POLICY_SCRIPT).toContain("$ErrorActionPreference = 'Stop'");
  });

  it('keeps a folder with ä and ö, and one from a REG_EXPAND_SZ as expanded', async () => {
    for (const [kind, folder] of [
      ['String', 'D:\\Vientitiedostot\\Sijoitusyhtiö Ärräpää'],
      ['ExpandString', 'C:\\Users\\jmakela\\Exports'],
    ] as const) {
      const read = await loadRegistryPolicy(
        execReturning(0, present({ downloadFolder: { kind, data: folder } })),
      );
      expect(read).toEqual({
        status: 'valid',
        path: POLICY_REGISTRY_KEY,
        policy: { downloadFolder: folder },
      });
    }
  });

  it('is absent only when the script says the key does not exist (a UTF-8 BOM allowed)', async () => {
    expect(await loadRegistryPolicy(execReturning(0, '\uFEFF{"status":"absent"}\r\n'))).toEqual({
      status: 'absent',
    });
  });

  it.each([
    ['PowerShell cannot run', spawnError('ENOENT')],
    ['PowerShell times out', spawnError('ETIMEDOUT')],
    [
      'the key cannot be read (access denied)',
      execReturning(1, '', 'Requested registry access is not allowed.\r\n'),
    ],
    ['PowerShell exits otherwise', execReturning(5)],
    ['it writes an error but exits 0', execReturning(0, '{"status":"absent"}', 'warning\r\n')],
    ['it prints nothing', execReturning(0, '')],
    ['it prints something else', execReturning(0, 'no policy here\r\n')],
    ['it prints other JSON', execReturning(0, '{"status":"missing"}')],
  ] as const)('fails everything closed and says why when %s', async (_case, exec) => {
    const read = await loadRegistryPolicy(exec);
    expect(read).toMatchObject({ status: 'invalid', unreadable: true });
    expect(read.status === 'invalid' && read.problems.join()).toMatch(/PowerShell/);
    expect(effectivePolicy(read)).toMatchObject({ allowSandbox: false, updates: { kind: 'off' } });
  });

  it('names what PowerShell said in the reason', async () => {
    const read = await loadRegistryPolicy(
      execReturning(1, '', 'Requested registry access is not allowed.\r\n'),
    );
    expect(read.status === 'invalid' && read.problems).toEqual([
      'PowerShell exited with 1: Requested registry access is not allowed.',
    ]);
  });

  it.each([
    ['allowSandbox', dword(2), { allowSandbox: false }],
    ['allowSandbox', sz('1'), { allowSandbox: false }],
    ['sessionTimeoutMinutes', sz('30'), { sessionTimeoutMinutes: 2 }],
    ['sessionTimeoutMinutes', dword(0), { sessionTimeoutMinutes: 2 }],
    ['updates', dword(0), { updates: { kind: 'off' } }],
    ['logLevel', sz('trace'), { logLevel: 'warn' }],
    ['apiBaseUrl', sz('http://gw.corp.example'), { allowSandbox: false }],
    ['downloadFolder', sz('Exports'), {}],
    ['downloadFolder', { kind: 'ExpandString', data: '%EXPORTS_UNSET%\\Vertaislaina' }, {}],
  ])('fails an invalid %s value closed and names its registry type', async (key, value, closed) => {
    const read = await loadRegistryPolicy(execReturning(0, present({ [key]: value })));
    expect(read).toMatchObject({ status: 'invalid', invalidKeys: [key], unreadable: false });
    expect(read.status === 'invalid' && read.problems[0]).toMatch(
      new RegExp(`^${key}: expected REG_(SZ|DWORD), `),
    );
    expect(effectivePolicy(read)).toEqual(closed);
  });

  it('makes an unknown value name unreadable: it may be a misspelt key', async () => {
    const read = await loadRegistryPolicy(execReturning(0, present({ alowSandbox: dword(0) })));
    expect(read).toMatchObject({ status: 'invalid', unreadable: true });
  });
});
