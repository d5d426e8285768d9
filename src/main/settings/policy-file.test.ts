import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { POLICY_KEYS, effectivePolicy } from './policy.ts';
import { loadPolicyFile, parsePolicyFile, policyPath } from './policy-file.ts';
import { REGISTRY_TYPES } from './policy-registry.ts';
import { trustedEnv } from '../launch/trusted-env.ts';

const readText = (p: string) => readFile(p, 'utf8');

describe('policyPath', () => {
  it('is per OS and overridable for tests', () => {
    expect(policyPath('linux', {})).toBe('/etc/vertaislaina/policy.json');
    expect(policyPath('darwin', {})).toBe('/Library/Application Support/Vertaislaina/policy.json');
    expect(policyPath('win32', {})).toBe('C:\\ProgramData\\Vertaislaina\\policy.json');
    expect(policyPath('linux', { VERTAISLAINA_POLICY_FILE: '/tmp/p.json' })).toBe('/tmp/p.json');
  });

  it('on Windows is not moved by the user-settable ProgramData variable', () => {
    expect(policyPath('win32', { ProgramData: 'D:\\Empty', PROGRAMDATA: 'D:\\Empty' })).toBe(
      'C:\\ProgramData\\Vertaislaina\\policy.json',
    );
  });

  it('leaves a packaged app on the administrator’s policy file', () => {
    const env = trustedEnv({ VERTAISLAINA_POLICY_FILE: '/tmp/my-policy.json' }, true);
    expect(policyPath('linux', env)).toBe('/etc/vertaislaina/policy.json');
  });
});

describe('parsePolicyFile', () => {
  it('accepts the documented keys', () => {
    expect(
      parsePolicyFile(
        'p',
        JSON.stringify({
          apiBaseUrl: 'https://api.example.fi',
          downloadFolder: '/srv/x',
          allowSandbox: false,
          updates: 'https://updates.example.fi/desktop/',
          sessionTimeoutMinutes: 30,
          logLevel: 'debug',
        }),
      ),
    ).toEqual({
      status: 'valid',
      path: 'p',
      policy: {
        apiBaseUrl: 'https://api.example.fi',
        downloadFolder: '/srv/x',
        allowSandbox: false,
        updates: { kind: 'feed', url: 'https://updates.example.fi/desktop/' },
        sessionTimeoutMinutes: 30,
        logLevel: 'debug',
      },
    });
    expect(parsePolicyFile('p', '{"downloadFolder":"C:\\\\Exports"}').status).toBe('valid');
    expect(parsePolicyFile('p', '{}')).toEqual({ status: 'valid', path: 'p', policy: {} });
  });

  it.each([
    ['not json', 'not JSON'],
    ['[]', '(root)'],
    ['{"apiBaseUrl":"http://api.example.fi"}', 'apiBaseUrl'],
    ['{"downloadFolder":"relative/dir"}', 'downloadFolder'],
    ['{"alowSandbox":false}', 'alowSandbox'],
  ])('reports %s as invalid', (text, where) => {
    const read = parsePolicyFile('p', text);
    expect(read.status).toBe('invalid');
    expect(read.status === 'invalid' && read.problems.join()).toContain(where);
  });

  it('fails closed on text that is not JSON', () => {
    expect(effectivePolicy(parsePolicyFile('p', '{"allowSandbox": tru'))).toMatchObject({
      allowSandbox: false,
      updates: { kind: 'off' },
    });
  });

  it('is absent without a file', () => {
    expect(parsePolicyFile('p', null)).toEqual({ status: 'absent' });
  });
});

describe('loadPolicyFile', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('reads a file, and treats a missing one as absent and a directory as invalid', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'policy-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'policy.json'), '{"allowSandbox":false}');
    expect(await loadPolicyFile(join(dir, 'policy.json'), readText)).toMatchObject({
      status: 'valid',
      policy: { allowSandbox: false },
    });
    expect(await loadPolicyFile(join(dir, 'missing.json'), readText)).toEqual({ status: 'absent' });
    expect((await loadPolicyFile(dir, readText)).status).toBe('invalid');
  });
});

describe('resources/policy.example.json', () => {
  const text = readFileSync(
    new URL('../../../resources/policy.example.json', import.meta.url),
    'utf8',
  );
  const json = JSON.parse(text) as Record<string, unknown>;

  it('is a valid policy that sets every key', () => {
    const read = parsePolicyFile('example', text);
    expect(read.status).toBe('valid');
    expect(Object.keys(read.status === 'valid' ? read.policy : {}).sort()).toEqual(
      [...POLICY_KEYS].sort(),
    );
  });

  it.each(POLICY_KEYS)('explains %s with its type, default and registry type', (key) => {
    const comment = json[`// ${key}`];
    expect(typeof comment).toBe('string');
    expect(comment).toMatch(/Type: .+\. Default: .+\. Registry: /);
    expect(comment).toContain(`Registry: ${REGISTRY_TYPES[key]}`);
  });
});

describe('the README', () => {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');

  it.each(POLICY_KEYS)('lists %s in the policy table with its registry type', (key) => {
    const row = readme.split('\n').find((line) => line.startsWith(`| \`${key}\``));
    expect(row).toBeDefined();
    expect(row).toContain(`\`${REGISTRY_TYPES[key]}\``);
  });
});
