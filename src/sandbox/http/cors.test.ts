import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userApi } from '#shared/api/user.ts';
import { startTestSandbox, type TestSandbox } from '../test-helpers.ts';
import { isAllowedOrigin } from './cors.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

const preflight = (origin: string) =>
  sandbox.app.inject({
    method: 'OPTIONS',
    url: `/${userApi.get.path}`,
    headers: {
      origin,
      'access-control-request-method': 'PATCH',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS', () => {
  it.each(['app://vertaislaina', 'http://localhost:5173', 'http://127.0.0.1:4173'])(
    'answers the preflight of %s with credentials and the Authorization header',
    async (origin) => {
      const response = await preflight(origin);
      expect(response.statusCode).toBe(204);
      expect(response.headers).toMatchObject({
        'access-control-allow-origin': origin,
        'access-control-allow-credentials': 'true',
        'access-control-allow-headers': 'authorization,content-type',
      });
      expect(response.headers['access-control-allow-methods']).toContain('PATCH');
    },
  );

  it('gives other origins nothing the browser would accept', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('echoes an allowed origin on real answers, errors and injected faults', async () => {
    const origin = 'http://localhost:5173';
    const unauthenticated = await sandbox.app.inject({
      url: `/${userApi.get.path}`,
      headers: { origin },
    });
    expect(unauthenticated.headers['access-control-allow-origin']).toBe(origin);
    expect(unauthenticated.headers['access-control-allow-credentials']).toBe('true');

    await sandbox.app.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { method: 'GET', path: userApi.get.path, status: 500 },
    });
    const faulted = await sandbox.app.inject({ url: `/${userApi.get.path}`, headers: { origin } });
    expect(faulted.statusCode).toBe(500);
    expect(faulted.headers['access-control-allow-origin']).toBe(origin);
  });

  it('does not log or fault preflights', async () => {
    await sandbox.app.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      payload: { method: 'OPTIONS', path: userApi.get.path, status: 500 },
    });
    expect((await preflight('http://localhost:5173')).statusCode).toBe(204);
    const log = await sandbox.app.inject({ url: '/__sandbox/requests' });
    expect(log.json()).toEqual({ requests: [] });
  });

  it.each([
    ['app://vertaislaina', true],
    ['http://localhost', true],
    ['http://127.0.0.1:1', true],
    ['app://vertaislaina.evil', false],
    ['https://localhost:5173', false],
    ['http://localhost.evil.example', false],
    ['http://127.0.0.1.evil.example:80', false],
  ])('%s allowed: %s', (origin, allowed) => {
    expect(isAllowedOrigin(origin)).toBe(allowed);
  });
});
