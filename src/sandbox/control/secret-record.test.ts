import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startTestSandbox, type TestSandbox } from '../test/sandbox.ts';
import { secretValues, secretsInUrl } from './secret-record.ts';

const AINO = '+358401000101';

let sandbox: TestSandbox | null = null;
afterEach(() => sandbox?.close());

describe('the secret record of a test run', () => {
  it('finds values under secret keys at any depth, and in query strings', () => {
    expect([
      ...secretValues({ a: { token: 't1', list: [{ code: 1234 }, { state: '' }] }, name: 'x' }),
    ]).toEqual(['t1', '1234']);
    expect([...secretsInUrl('/bank?state=s%201&lang=fi&session_state=ss')]).toEqual(['s 1', 'ss']);
    expect([...secretsInUrl('/bank')]).toEqual([]);
    expect([...secretValues({ body: { code: '[redacted]', state: 's' } })]).toEqual(['s']);
  });

  it('records the SMS code and the token a login used, in a file of its own', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'secret-record-')), 'secrets.jsonl');
    sandbox = await startTestSandbox({ secretRecordPath: file });
    const { app } = sandbox;
    await app.inject({
      method: 'POST',
      url: '/api/auth/sms/login',
      payload: { mobile_phone: AINO },
    });
    const outbox = await app.inject({ url: '/__sandbox/sms', query: { phone: AINO } });
    const code = outbox.json<{ messages: { code: string }[] }>().messages.at(-1)?.code ?? '';
    const verify = await app.inject({
      method: 'POST',
      url: '/api/auth/sms/verify',
      payload: { code, mobile_phone: AINO, language: 'fi' },
    });
    const token = verify.json<{ data: { token: string } }>().data.token;
    const recorded = readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .flatMap((line) => z.object({ values: z.array(z.string()) }).parse(JSON.parse(line)).values);
    expect(recorded).toContain(code);
    expect(recorded).toContain(token);
  });
});
