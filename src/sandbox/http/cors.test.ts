import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userApi } from '#shared/api/user.ts';
import { controlSecret, startTestSandbox, type TestSandbox } from '../test/sandbox.ts';
import { allowedCorsOrigins } from './cors.ts';

const DEV_SERVER = 'http://localhost:5173';

let sandbox: TestSandbox;
beforeEach(async () => {
  // As main passes it in development: ELECTRON_RENDERER_URL, with its path.
  sandbox = await startTestSandbox({ corsOrigins: [`${DEV_SERVER}/`] });
});
afterEach(() => sandbox.close());

const preflight = (origin: string, app = sandbox.app) =>
  app.inject({
    method: 'OPTIONS',
    url: `/${userApi.get.path}`,
    headers: {
      origin,
      'access-control-request-method': 'PATCH',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

describe('CORS', () => {
  it.each(['app://vertaislaina', DEV_SERVER])(
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

  it.each([
    'http://localhost:9999',
    'http://127.0.0.1:4173',
    'http://localhost',
    'http://[::1]:5173',
    'https://localhost:5173',
    'http://localhost:5173.evil.example',
    'app://vertaislaina.evil',
    'https://evil.example',
    'null',
  ])('gives %s nothing the browser would accept', async (origin) => {
    const response = await preflight(origin);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(response.headers['access-control-allow-methods']).toBeUndefined();
    const answer = await sandbox.app.inject({ url: `/${userApi.get.path}`, headers: { origin } });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets in no dev server unless one is configured', async () => {
    const plain = await startTestSandbox();
    try {
      const response = await preflight(DEV_SERVER, plain.app);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
      expect((await preflight('app://vertaislaina', plain.app)).headers).toMatchObject({
        'access-control-allow-origin': 'app://vertaislaina',
      });
    } finally {
      await plain.close();
    }
  });

  it('echoes an allowed origin on real answers, errors and injected faults', async () => {
    const origin = DEV_SERVER;
    const unauthenticated = await sandbox.app.inject({
      url: `/${userApi.get.path}`,
      headers: { origin },
    });
    expect(unauthenticated.headers['access-control-allow-origin']).toBe(origin);
    expect(unauthenticated.headers['access-control-allow-credentials']).toBe('true');

    await sandbox.app.inject({
      method: 'POST',
      url: '/__sandbox/faults',
      headers: controlSecret,
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
      headers: controlSecret,
      payload: { method: 'OPTIONS', path: userApi.get.path, status: 500 },
    });
    expect((await preflight(DEV_SERVER)).statusCode).toBe(204);
    const log = await sandbox.app.inject({ url: '/__sandbox/requests' });
    expect(log.json()).toEqual({ requests: [] });
  });

  it('takes extra origins as http(s) origins only', () => {
    expect([...allowedCorsOrigins(['http://localhost:5173/index.html'])]).toEqual([
      'app://vertaislaina',
      'http://localhost:5173',
    ]);
    expect(() => allowedCorsOrigins(['localhost:5173'])).toThrow(/http\(s\) origin/);
    expect(() => allowedCorsOrigins(['app://evil'])).toThrow(/http\(s\) origin/);
    expect(() => allowedCorsOrigins(['*'])).toThrow(/http\(s\) origin/);
  });
});
