import { describe, expect, it, vi } from 'vitest';
import { loadManagedPolicy } from './managed-policy.ts';
import { effectivePolicy } from './policy.ts';
import type { Exec } from './policy-registry.ts';
import { trustedEnv } from '../trusted-env.ts';

const FILE = 'C:\\ProgramData\\Vertaislaina\\policy.json';
const fileText = JSON.stringify({
  apiBaseUrl: 'https://file.example.fi',
  sessionTimeoutMinutes: 60,
  logLevel: 'debug',
});
const readText = (files: Record<string, string>) =>
  vi.fn((path: string) =>
    path in files
      ? Promise.resolve(files[path] ?? '')
      : Promise.reject(Object.assign(new Error('missing'), { code: 'ENOENT' })),
  );
const registry = (...lines: string[]): Exec =>
  vi.fn(() =>
    Promise.resolve({
      exitCode: 0,
      stdout: ['', 'HKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Vertaislaina', ...lines, ''].join(
        '\r\n',
      ),
      stderr: '',
    }),
  );
const noKey: Exec = (_file, args) =>
  Promise.resolve(
    args[1] === 'HKLM\\SOFTWARE\\Policies'
      ? {
          exitCode: 0,
          stdout: '\r\nHKEY_LOCAL_MACHINE\\SOFTWARE\\Policies\\Microsoft\r\n',
          stderr: '',
        }
      : { exitCode: 1, stdout: '', stderr: 'ERROR: The system was unable to find the key.' },
  );

describe('loadManagedPolicy', () => {
  it('on Windows merges the file with the registry, the registry winning key by key', async () => {
    const read = await loadManagedPolicy({
      platform: 'win32',
      env: {},
      readText: readText({ [FILE]: fileText }),
      exec: registry(
        '    sessionTimeoutMinutes    REG_DWORD    0xa',
        '    updates    REG_SZ    off',
      ),
    });
    expect(read).toEqual({
      status: 'valid',
      path: `${FILE} + HKLM\\SOFTWARE\\Policies\\Vertaislaina`,
      policy: {
        apiBaseUrl: 'https://file.example.fi',
        sessionTimeoutMinutes: 10,
        logLevel: 'debug',
        updates: { kind: 'off' },
      },
    });
  });

  it('on Windows reads the registry alone when there is no file, and nothing when neither', async () => {
    const read = await loadManagedPolicy({
      platform: 'win32',
      env: {},
      readText: readText({}),
      exec: registry('    logLevel    REG_SZ    error'),
    });
    expect(effectivePolicy(read)).toEqual({ logLevel: 'error' });
    expect(
      await loadManagedPolicy({ platform: 'win32', env: {}, readText: readText({}), exec: noKey }),
    ).toEqual({ status: 'absent' });
  });

  it('fails a key closed when the registry’s value is invalid, even though the file’s is valid', async () => {
    const read = await loadManagedPolicy({
      platform: 'win32',
      env: {},
      readText: readText({ [FILE]: fileText }),
      exec: registry('    sessionTimeoutMinutes    REG_DWORD    0x2710'),
    });
    expect(effectivePolicy(read)).toEqual({
      apiBaseUrl: 'https://file.example.fi',
      sessionTimeoutMinutes: 2,
      logLevel: 'debug',
    });
  });

  it('in a packaged app is moved neither by the environment nor by PATH', async () => {
    const read = readText({ [FILE]: fileText, 'D:\\Empty\\Vertaislaina\\policy.json': '{}' });
    const exec = vi.fn(noKey);
    const policy = await loadManagedPolicy({
      platform: 'win32',
      env: trustedEnv(
        {
          ProgramData: 'D:\\Empty',
          VERTAISLAINA_POLICY_FILE: 'D:\\Empty\\Vertaislaina\\policy.json',
          PATH: 'D:\\Fake;C:\\Windows\\System32',
        },
        true,
      ),
      readText: read,
      exec,
    });
    expect(read).toHaveBeenCalledWith(FILE);
    expect(effectivePolicy(policy)).toMatchObject({ apiBaseUrl: 'https://file.example.fi' });
    expect(new Set(exec.mock.calls.map(([file]) => file))).toEqual(
      new Set(['C:\\Windows\\System32\\reg.exe']),
    );
  });

  it('elsewhere reads the file only and never runs reg.exe', async () => {
    const exec = vi.fn(noKey);
    const read = await loadManagedPolicy({
      platform: 'linux',
      env: {},
      readText: readText({ '/etc/vertaislaina/policy.json': fileText }),
      exec,
    });
    expect(read).toMatchObject({ status: 'valid', path: '/etc/vertaislaina/policy.json' });
    expect(exec).not.toHaveBeenCalled();
  });
});
