import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { authApi } from '#shared/api/auth.ts';
import { userApi } from '#shared/api/user.ts';
import { smsLoginResponse } from '#shared/api/auth.ts';
import { createSandbox } from './server.ts';
import { startTestSandbox } from './test/sandbox.ts';

const temporary: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sandbox-'));
  temporary.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
  delete process.env.SANDBOX_REQUEST_LOG;
});

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('createSandbox', () => {
  it('serves over HTTP on a free port and closes', async () => {
    const sandbox = await createSandbox({ port: 0, dbPath: ':memory:' });
    try {
      expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(sandbox.url).not.toMatch(/:0$/);
      const health = await fetch(`${sandbox.url}/__sandbox/health`);
      expect(await health.json()).toMatchObject({ status: 'ok' });
      const login = await post(`${sandbox.url}/${authApi.smsLogin.path}`, {
        mobile_phone: '0401000101',
      });
      expect(smsLoginResponse.parse(await login.json()).data.success).toBe(true);
    } finally {
      await sandbox.close();
    }
    await expect(fetch(`${sandbox.url}/__sandbox/health`)).rejects.toThrow();
    // A whole sandbox builds its persona world first: seconds, more on a busy machine.
  }, 120_000);

  it('keeps its state in a database file across restarts, creating the folder', async () => {
    const dbPath = join(tempDir(), 'nested', 'sandbox.sqlite');
    const first = await createSandbox({ port: 0, dbPath });
    await post(`${first.url}/${authApi.smsLogin.path}`, { mobile_phone: '+358401000101' });
    await first.close();

    const second = await createSandbox({ port: 0, dbPath });
    try {
      const outbox = await fetch(`${second.url}/__sandbox/sms`);
      expect(await outbox.json()).toMatchObject({
        messages: [{ phone: '+358401000101' }],
      });
    } finally {
      await second.close();
    }
  });

  it('appends every API request to the request log file as JSON lines, without secrets', async () => {
    const logPath = join(tempDir(), 'requests.jsonl');
    const sandbox = await createSandbox({ port: 0, dbPath: ':memory:', requestLogPath: logPath });
    try {
      await post(`${sandbox.url}/${authApi.legacyAuth.path}`, {
        username: 'eero.salminen',
        password: 'x',
      });
      await fetch(`${sandbox.url}/${userApi.get.path}?lang=fi`, {
        headers: { authorization: 'Bearer top-secret-token' },
      });
      await fetch(`${sandbox.url}/__sandbox/health`);
    } finally {
      await sandbox.close();
    }
    const text = readFileSync(logPath, 'utf8');
    expect(text).not.toContain('top-secret-token');
    expect(
      text
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line) as unknown),
    ).toEqual([
      {
        method: 'POST',
        path: '/api/legacy/auth',
        query: {},
        body: { username: 'eero.salminen', password: '[redacted]' },
      },
      { method: 'GET', path: '/api/user', query: { lang: 'fi' }, body: null },
    ]);
  });

  it('takes the request log path from SANDBOX_REQUEST_LOG and appends across instances', async () => {
    const logPath = join(tempDir(), 'env.jsonl');
    process.env.SANDBOX_REQUEST_LOG = logPath;
    for (let instance = 0; instance < 2; instance++) {
      const sandbox = await startTestSandbox();
      await sandbox.app.inject({ url: `/${userApi.get.path}` });
      await sandbox.close();
    }
    expect(readFileSync(logPath, 'utf8').trimEnd().split('\n')).toHaveLength(2);
  });
});

describe('control secret', () => {
  it('is new for every launch, and a state-changing control call over HTTP needs it', async () => {
    const sandbox = await createSandbox({ port: 0, dbPath: ':memory:' });
    const other = await createSandbox({ port: 0, dbPath: ':memory:' });
    try {
      expect(sandbox.controlSecret).toMatch(/^[0-9a-f]{64}$/);
      expect(other.controlSecret).not.toBe(sandbox.controlSecret);
      const reset = `${sandbox.url}/__sandbox/reset`;
      // What a web page can send without a preflight.
      const simple = await fetch(reset, {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
        body: '{}',
      });
      expect(simple.status).toBe(403);
      const secret = { 'x-sandbox-secret': sandbox.controlSecret };
      expect((await fetch(reset, { method: 'POST', headers: secret })).status).toBe(200);
      // A body without a Content-Type is not taken for JSON either.
      const untyped = await fetch(`${sandbox.url}/__sandbox/clock`, {
        method: 'POST',
        headers: secret,
        body: new TextEncoder().encode('{"advanceSeconds":60}'),
      });
      expect(untyped.status).toBe(415);
    } finally {
      await Promise.all([sandbox.close(), other.close()]);
    }
  });

  it('takes a given secret, but none too short to be one', async () => {
    const secret = 'a-given-secret-for-this-run';
    const sandbox = await createSandbox({ port: 0, dbPath: ':memory:', controlSecret: secret });
    try {
      expect(sandbox.controlSecret).toBe(secret);
      const reset = await fetch(`${sandbox.url}/__sandbox/reset`, {
        method: 'POST',
        headers: { 'x-sandbox-secret': secret },
      });
      expect(reset.status).toBe(200);
    } finally {
      await sandbox.close();
    }
    await expect(
      createSandbox({ port: 0, dbPath: ':memory:', controlSecret: 'short' }),
    ).rejects.toThrow(/at least 16 characters/);
  });
});

describe('request bodies', () => {
  it('treats an empty JSON body as no body and answers 400 to broken JSON', async () => {
    const sandbox = await startTestSandbox();
    try {
      const empty = await sandbox.app.inject({
        method: 'POST',
        url: `/${authApi.smsLogin.path}`,
        headers: { 'content-type': 'application/json' },
        payload: '',
      });
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { mobile_phone: ['validation.required'] },
      });
      const broken = await sandbox.app.inject({
        method: 'POST',
        url: `/${authApi.smsLogin.path}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"mobile_phone":',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ message: 'The request body is not valid JSON.' });
    } finally {
      await sandbox.close();
    }
  });
});
