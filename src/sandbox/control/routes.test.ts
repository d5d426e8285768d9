import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import { authApi } from '#shared/api/auth.ts';
import { userApi } from '#shared/api/user.ts';
import { userResponse } from '#shared/api/user.ts';
import { ageOn, ssnBirthDate } from '../domain/identity/ssn.ts';
import { PERSONAS } from '../personas/personas.ts';
import { BANK_PAGE_PATH } from '../providers/paths.ts';
import {
  START,
  TEST_CONTROL_SECRET,
  bearer,
  controlSecret,
  parsed,
  smsLogin,
  startTestSandbox,
  type TestSandbox,
} from '../test/sandbox.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

const control = (method: 'GET' | 'POST' | 'DELETE', path: string, payload?: object) =>
  sandbox.app.inject({
    method,
    url: `/__sandbox${path}`,
    headers: controlSecret,
    ...(payload ? { payload } : {}),
  });
const smsLoginRequest = (phone: string) =>
  sandbox.app.inject({
    method: 'POST',
    url: `/${authApi.smsLogin.path}`,
    payload: { mobile_phone: phone },
  });

describe('loopback only', () => {
  it('answers 404 to callers from other addresses, like an unknown path', async () => {
    const remote = await sandbox.app.inject({
      url: '/__sandbox/health',
      remoteAddress: '203.0.113.7',
    });
    const unknown = await sandbox.app.inject({ url: '/no-such-path' });
    expect(remote.statusCode).toBe(404);
    expect(remote.json()).toEqual(unknown.json());
  });

  it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('serves %s', async (remoteAddress) => {
    const response = await sandbox.app.inject({ url: '/__sandbox/health', remoteAddress });
    expect(response.statusCode).toBe(200);
  });
});

// A reset builds today's marketplace world (once per process): seconds, more on a busy machine.
describe('control secret (cross-site requests)', { timeout: 60_000 }, () => {
  /** State the sandbox has before an attempt: a sent SMS, a fault, a moved clock. */
  async function someState() {
    await smsLoginRequest('+358401000101');
    await control('POST', '/faults', { method: 'GET', path: 'api/borrower/loan/1', status: 502 });
    sandbox.clock.advance(3600);
  }
  async function expectStateKept() {
    expect((await control('GET', '/sms')).json<{ messages: unknown[] }>().messages).toHaveLength(1);
    expect((await control('GET', '/faults')).json<{ faults: unknown[] }>().faults).toHaveLength(1);
    expect(
      (await control('GET', '/requests')).json<{ requests: unknown[] }>().requests,
    ).not.toEqual([]);
    expect(sandbox.clock.now().getTime()).toBe(START + 3_600_000);
  }

  it('refuses a cross-site simple POST /__sandbox/reset (text/plain, no preflight) and resets nothing', async () => {
    await someState();
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/__sandbox/reset',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(403);
    await expectStateKept();
  });

  it.each([
    ['POST', '/reset', undefined],
    ['POST', '/clock', { advanceSeconds: 60 }],
    ['POST', '/faults', { method: 'GET', path: 'api/user', status: 500 }],
    ['DELETE', '/faults', undefined],
    ['DELETE', '/requests', undefined],
  ] as const)(
    'refuses %s /__sandbox%s without the secret or with a wrong one',
    async (method, path, payload) => {
      await someState();
      for (const headers of [
        {},
        { 'x-sandbox-secret': '' },
        { 'x-sandbox-secret': 'test-control-secret-0123456788' },
        { 'x-sandbox-secret': 'test-control-secret' },
        { 'x-sandbox-secret': `${TEST_CONTROL_SECRET}0` },
      ]) {
        const response = await sandbox.app.inject({
          method,
          url: `/__sandbox${path}`,
          headers,
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        expect(response.json<{ message: string }>().message).toContain('x-sandbox-secret');
      }
      await expectStateKept();
    },
  );

  it('refuses text/plain and form posts even with the secret', async () => {
    await someState();
    for (const [contentType, payload] of [
      ['text/plain', '{}'],
      ['text/plain;charset=UTF-8', ''],
      ['application/x-www-form-urlencoded', 'advanceSeconds=60'],
      ['multipart/form-data; boundary=x', '--x--'],
    ] as const) {
      for (const path of ['/reset', '/clock']) {
        const response = await sandbox.app.inject({
          method: 'POST',
          url: `/__sandbox${path}`,
          headers: { ...controlSecret, 'content-type': contentType },
          payload,
        });
        expect(response.statusCode, `${path} ${contentType}`).toBe(415);
      }
    }
    await expectStateKept();
  });

  it('refuses a call from another web page even with the secret', async () => {
    await someState();
    const response = await sandbox.app.inject({
      method: 'POST',
      url: '/__sandbox/reset',
      headers: { ...controlSecret, origin: 'http://localhost:9999' },
    });
    expect(response.statusCode).toBe(403);
    await expectStateKept();
  });

  it('accepts the secret with JSON, or with no body at all', async () => {
    await someState();
    const clock = await sandbox.app.inject({
      method: 'POST',
      url: '/__sandbox/clock',
      headers: { ...controlSecret, 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify({ advanceSeconds: 60 }),
    });
    expect(clock.statusCode).toBe(200);
    const reset = await sandbox.app.inject({
      method: 'POST',
      url: '/__sandbox/reset',
      headers: { ...controlSecret, origin: 'app://vertaislaina' },
    });
    expect(reset.json()).toEqual({ ok: true });
    expect((await control('GET', '/sms')).json()).toEqual({ messages: [] });
    expect(sandbox.clock.now().getTime()).toBe(START);
  });

  it('keeps reads open: the app reads personas and SMS codes without the secret', async () => {
    await someState();
    for (const path of ['/health', '/personas', '/sms', '/faults', '/requests']) {
      const response = await sandbox.app.inject({ url: `/__sandbox${path}` });
      expect(response.statusCode, path).toBe(200);
    }
  });

  it('does not ask the simulated provider pages (posted by a browser form) for it', async () => {
    const response = await sandbox.app.inject({
      method: 'POST',
      url: BANK_PAGE_PATH,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'state=unknown&action=cancel',
    });
    expect(response.statusCode).not.toBe(403);
    expect(response.statusCode).not.toBe(415);
    expect(response.headers['content-type']).toContain('text/html');
  });
});

describe('GET /__sandbox/health', () => {
  it('reports ok and the sandbox time', async () => {
    sandbox.clock.advance(30);
    expect((await control('GET', '/health')).json()).toEqual({
      status: 'ok',
      now: new Date(START + 30_000).toISOString(),
    });
  });
});

describe('GET /__sandbox/personas', () => {
  it('lists every persona with how to log in', async () => {
    const { personas } = (await control('GET', '/personas')).json<{
      personas: Record<string, unknown>[];
    }>();
    expect(personas).toHaveLength(PERSONAS.length);
    expect(personas.find((persona) => persona.id === 'new-borrower')).toEqual({
      id: 'new-borrower',
      first_name: 'Aino',
      last_name: 'Virtanen',
      phone: '+358401000101',
      email: 'aino.virtanen@example.fi',
      ssn: '140396-102H',
      role: 'borrower',
      description: expect.any(String) as string,
    });
    expect(personas.find((persona) => persona.id === 'legacy-investor')).toMatchObject({
      username: 'eero.salminen',
      password: 'Sijoitus2018',
      role: 'legacy-investor',
    });
  });

  it('gives the under-18 person the code seeded sixteen years before the clock', async () => {
    const { personas } = (await control('GET', '/personas')).json<{
      personas: { id: string; ssn: string | null }[];
    }>();
    const ssn = personas.find((persona) => persona.id === 'under-18')?.ssn ?? '';
    const birthDate = ssnBirthDate(ssn) ?? expect.fail(`invalid code ${ssn}`);
    expect(ageOn(birthDate, new Date(START))).toBe(16);
  });
});

describe('POST /__sandbox/reset', { timeout: 60_000 }, () => {
  it('reseeds data, revokes sessions and clears outbox, faults, request log and clock', async () => {
    const token = await smsLogin(sandbox.app, '+358401000101');
    await sandbox.app.inject({
      method: 'PATCH',
      url: `/${userApi.get.path}`,
      headers: bearer(token),
      payload: { language: 'en' },
    });
    await control('POST', '/faults', { method: 'GET', path: 'api/user', status: 500 });
    sandbox.clock.advance(3600);

    const reset = await control('POST', '/reset');
    expect(reset.json()).toEqual({ ok: true });

    expect((await control('GET', '/sms')).json()).toEqual({ messages: [] });
    expect((await control('GET', '/requests')).json()).toEqual({ requests: [] });
    expect((await control('GET', '/faults')).json()).toEqual({ faults: [] });
    expect(sandbox.clock.now().getTime()).toBe(START);
    const stale = await sandbox.app.inject({ url: `/${userApi.get.path}`, headers: bearer(token) });
    expect(stale.statusCode).toBe(401);

    const fresh = await smsLogin(sandbox.app, '+358401000101');
    const profile = await sandbox.app.inject({
      url: `/${userApi.get.path}`,
      headers: bearer(fresh),
    });
    expect(parsed(userResponse, profile).data.language).toBe('fi');
  });

  it('resets as of another instant when asked: the clock and the world start there', async () => {
    const then = new Date(START - 35 * 86_400_000);
    const reset = await control('POST', '/reset', { now: then.toISOString() });
    expect(reset.statusCode).toBe(200);
    expect(sandbox.clock.now().getTime()).toBe(then.getTime());
    expect((await control('GET', '/health')).json()).toMatchObject({ now: then.toISOString() });
    const lastDay = sandbox.db.get(
      z.object({ last_day: z.string() }),
      'SELECT last_day FROM engine_progress',
    )?.last_day;
    expect(lastDay).toBe(helsinkiToday(then));

    expect((await control('POST', '/reset', { now: 'yesterday' })).statusCode).toBe(422);
  });
});

describe('GET /__sandbox/sms', () => {
  it('lists messages oldest first, filtered by a phone in any form', async () => {
    await smsLoginRequest('+358401000101');
    sandbox.clock.advance(10);
    await smsLoginRequest('+358401000104');
    sandbox.clock.advance(10);
    await smsLoginRequest('0401000101');

    const all = (await control('GET', '/sms')).json<{ messages: { phone: string }[] }>();
    expect(all.messages.map((message) => message.phone)).toEqual([
      '+358401000101',
      '+358401000104',
      '+358401000101',
    ]);

    const aino = await sandbox.app.inject({
      url: '/__sandbox/sms',
      query: { phone: '040 1000101' },
    });
    const { messages } = aino.json<{ messages: { phone: string; sentAt: string }[] }>();
    expect(messages.map((message) => message.sentAt)).toEqual([
      new Date(START).toISOString(),
      new Date(START + 20_000).toISOString(),
    ]);
    expect(messages[0]).toEqual({
      phone: '+358401000101',
      code: expect.stringMatching(/^\d{4}$/) as string,
      text: expect.stringContaining('vahvistuskoodisi') as string,
      sentAt: new Date(START).toISOString(),
    });
  });
});

describe('POST /__sandbox/clock', () => {
  it('advances by seconds or jumps to a time', async () => {
    expect((await control('POST', '/clock', { advanceSeconds: 301 })).json()).toMatchObject({
      now: new Date(START + 301_000).toISOString(),
    });
    expect(
      (await control('POST', '/clock', { now: '2030-01-01T00:00:00+02:00' })).json(),
    ).toMatchObject({
      now: '2029-12-31T22:00:00.000Z',
    });
    expect(sandbox.clock.now().toISOString()).toBe('2029-12-31T22:00:00.000Z');
  });

  it.each([
    {},
    { advanceSeconds: 'x' },
    { now: 'tomorrow' },
    { advanceSeconds: 1, now: '2030-01-01T00:00:00Z' },
  ])('rejects %j with 422', async (body) => {
    const response = await control('POST', '/clock', body);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: 'The given data was invalid.' });
  });
});

describe('POST /__sandbox/faults', () => {
  it('answers the next matching request with the fault, once by default', async () => {
    const created = await control('POST', '/faults', {
      method: 'post',
      path: '/api/auth/sms/login',
      status: 503,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(String) as string });

    const faulted = await smsLoginRequest('+358401000101');
    expect(faulted.statusCode).toBe(503);
    expect(faulted.json()).toEqual({ message: 'Injected fault' });
    expect((await smsLoginRequest('+358401000101')).statusCode).toBe(200);
  });

  it('honours times, a custom body and paths without a slash or with a query', async () => {
    await control('POST', '/faults', {
      method: 'GET',
      path: 'api/user',
      status: 500,
      body: { message: 'Boom' },
      times: 2,
    });
    const first = await sandbox.app.inject({ url: '/api/user?x=1' });
    const second = await sandbox.app.inject({ url: '/api/user' });
    const third = await sandbox.app.inject({ url: '/api/user' });
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([500, 500, 401]);
    expect(first.json()).toEqual({ message: 'Boom' });
  });

  it('matches only its method', async () => {
    await control('POST', '/faults', { method: 'GET', path: 'api/auth/sms/login', status: 500 });
    expect((await smsLoginRequest('+358401000101')).statusCode).toBe(200);
  });

  it('also hits paths the sandbox does not implement', async () => {
    await control('POST', '/faults', { method: 'GET', path: 'api/borrower/loan/1', status: 502 });
    expect((await sandbox.app.inject({ url: '/api/borrower/loan/1' })).statusCode).toBe(502);
  });

  it('waits delayMs before answering', async () => {
    await control('POST', '/faults', {
      method: 'GET',
      path: 'api/user',
      status: 504,
      delayMs: 150,
    });
    const started = performance.now();
    const response = await sandbox.app.inject({ url: '/api/user' });
    expect(response.statusCode).toBe(504);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('never applies to the control API', async () => {
    await control('POST', '/faults', { method: 'GET', path: '/__sandbox/health', status: 500 });
    expect((await control('GET', '/health')).statusCode).toBe(200);
  });

  it('is cleared by DELETE', async () => {
    await control('POST', '/faults', { method: 'GET', path: 'api/user', status: 500 });
    expect((await control('DELETE', '/faults')).json()).toEqual({ ok: true });
    expect((await sandbox.app.inject({ url: '/api/user' })).statusCode).toBe(401);
  });

  it('rejects an incomplete fault with 422', async () => {
    const response = await control('POST', '/faults', { method: 'GET', status: 999 });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'path',
      'status',
    ]);
  });
});

describe('GET /__sandbox/requests', () => {
  it('lists API requests with query and body, without control calls or secrets', async () => {
    await control('GET', '/health');
    await sandbox.app.inject({ url: '/favicon.ico' });
    await sandbox.app.inject({ url: '/__sandbox/providers/bank/authorize?state=x' });
    await smsLoginRequest('+358401000101');
    await sandbox.app.inject({
      url: '/api/user?include=companies',
      headers: { authorization: 'Bearer secret-token' },
    });
    await sandbox.app.inject({
      method: 'POST',
      url: `/${authApi.legacyAuth.path}`,
      payload: { username: 'eero.salminen', password: 'Sijoitus2018' },
    });

    const response = await control('GET', '/requests');
    expect(response.json()).toEqual({
      requests: [
        {
          method: 'POST',
          path: '/api/auth/sms/login',
          query: {},
          body: { mobile_phone: '[redacted]' },
        },
        { method: 'GET', path: '/api/user', query: { include: 'companies' }, body: null },
        {
          method: 'POST',
          path: '/api/legacy/auth',
          query: {},
          body: { username: 'eero.salminen', password: '[redacted]' },
        },
      ],
    });
    expect(response.body).not.toContain('secret-token');
  });

  it('includes faulted requests and is cleared by DELETE', async () => {
    await control('POST', '/faults', { method: 'GET', path: 'api/user', status: 500 });
    await sandbox.app.inject({ url: '/api/user' });
    expect(
      (await control('GET', '/requests')).json<{ requests: unknown[] }>().requests,
    ).toHaveLength(1);
    await control('DELETE', '/requests');
    expect((await control('GET', '/requests')).json()).toEqual({ requests: [] });
  });
});
