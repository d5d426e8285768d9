import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadPolicy, parsePolicy, policyPath } from './policy.ts';

const readText = (p: string) => readFile(p, 'utf8');

describe('policyPath', () => {
  it('is per OS and overridable for tests', () => {
    expect(policyPath('linux', {})).toBe('/etc/vertaislaina/policy.json');
    expect(policyPath('darwin', {})).toBe('/Library/Application Support/Vertaislaina/policy.json');
    expect(policyPath('win32', { ProgramData: 'D:\\PD' })).toBe(
      'D:\\PD\\Vertaislaina\\policy.json',
    );
    expect(policyPath('win32', {})).toBe('C:\\ProgramData\\Vertaislaina\\policy.json');
    expect(policyPath('linux', { VERTAISLAINA_POLICY_FILE: '/tmp/p.json' })).toBe('/tmp/p.json');
  });
});

describe('parsePolicy', () => {
  it('accepts the documented keys', () => {
    expect(
      parsePolicy(
        'p',
        '{"apiBaseUrl":"https://api.example.fi","downloadFolder":"/srv/x","allowSandbox":false}',
      ),
    ).toEqual({
      status: 'valid',
      path: 'p',
      policy: {
        apiBaseUrl: 'https://api.example.fi',
        downloadFolder: '/srv/x',
        allowSandbox: false,
      },
    });
    expect(parsePolicy('p', '{"downloadFolder":"C:\\\\Exports"}').status).toBe('valid');
    expect(parsePolicy('p', '{}')).toEqual({ status: 'valid', path: 'p', policy: {} });
  });

  it.each([
    ['not json', 'not JSON'],
    ['[]', '(root)'],
    ['{"apiBaseUrl":"http://api.example.fi"}', 'apiBaseUrl'],
    ['{"apiBaseUrl":"https://u:p@api.example.fi"}', 'apiBaseUrl'],
    ['{"downloadFolder":"relative/dir"}', 'downloadFolder'],
    ['{"allowSandbox":"no"}', 'allowSandbox'],
    ['{"alowSandbox":false}', '(root)'],
  ])('reports %s as invalid', (text, where) => {
    const read = parsePolicy('p', text);
    expect(read.status).toBe('invalid');
    expect(read.status === 'invalid' && read.problem).toContain(where);
  });

  it('is absent without a file', () => {
    expect(parsePolicy('p', null)).toEqual({ status: 'absent' });
  });
});

describe('loadPolicy', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('reads a file, and treats a missing one as absent and a directory as invalid', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'policy-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'policy.json'), '{"allowSandbox":false}');
    expect(await loadPolicy(join(dir, 'policy.json'), readText)).toMatchObject({
      status: 'valid',
      policy: { allowSandbox: false },
    });
    expect(await loadPolicy(join(dir, 'missing.json'), readText)).toEqual({ status: 'absent' });
    expect((await loadPolicy(dir, readText)).status).toBe('invalid');
  });
});
