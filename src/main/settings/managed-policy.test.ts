import { describe, expect, it, vi } from 'vitest';
import { loadManagedPolicy } from './managed-policy.ts';
import { effectivePolicy } from './policy.ts';
import type { Exec } from './policy-registry.ts';
import { trustedEnv } from '../launch/trusted-env.ts';

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
/** The registry script's answer for a key holding these values (policy-registry.ts). */
const registry = (values: Record<string, { kind: string; data: unknown }>): Exec =>
  vi.fn(() =>
    Promise.resolve({
      exitCode: 0,
      stdout: JSON.stringify({ status: 'present', values }),
      stderr: '',
    }),
  );
const noKey: Exec = () =>
  Promise.resolve({ exitCode: 0, stdout: '{"status":"absent"}', stderr: '' });

describe('loadManagedPolicy', () => {
  it('on Windows merges the file with the registry, the registry winning key by key', async () => {
    const read = await loadManagedPolicy({
      platform: 'win32',
      env: {},
      readText: readText({ [FILE]: fileText }),
      exec: registry({
        sessionTimeoutMinutes: { kind: 'DWord', data: 10 },
        updates: { kind: 'String', data: 'off' },
      }),
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
      exec: registry({ logLevel: { kind: 'String', data: 'error' } }),
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
      exec: registry({ sessionTimeoutMinutes: { kind: 'DWord', data: 10_000 } }),
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
      new Set(['C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe']),
    );
  });

  it('elsewhere reads the file only and never runs PowerShell', async () => {
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
