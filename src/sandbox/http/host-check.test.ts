import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userApi } from '#shared/api/user.ts';
import { BANK_PAGE_PATH } from '../providers/paths.ts';
import { startTestSandbox, type TestSandbox } from '../test/sandbox.ts';
import { isLoopbackHost } from './host-check.ts';

let sandbox: TestSandbox;
beforeEach(async () => {
  sandbox = await startTestSandbox();
});
afterEach(() => sandbox.close());

const PATHS = [`/${userApi.get.path}`, '/__sandbox/sms', `${BANK_PAGE_PATH}?state=x`];

describe('Host check (DNS rebinding)', () => {
  it.each(['evil.example:4010', 'attacker.test', '127.0.0.1.attacker.test:4010'])(
    'refuses the Host %s on the API, the control API and the provider pages',
    async (host) => {
      for (const url of PATHS) {
        const response = await sandbox.app.inject({ url, headers: { host } });
        expect(response.statusCode, url).toBe(421);
        expect(response.json<{ message: string }>().message).toMatch(/only to 127\.0\.0\.1/);
      }
    },
  );

  it("refuses a rebound page's preflight before CORS answers it", async () => {
    const preflight = await sandbox.app.inject({
      method: 'OPTIONS',
      url: `/${userApi.get.path}`,
      headers: {
        host: 'attacker.test',
        origin: 'app://vertaislaina',
        'access-control-request-method': 'GET',
      },
    });
    expect(preflight.statusCode).toBe(421);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each(['127.0.0.1:4010', 'localhost', 'localhost:5173', 'LOCALHOST:80', '[::1]:4010'])(
    'serves the Host %s',
    async (host) => {
      for (const url of PATHS) {
        const response = await sandbox.app.inject({ url, headers: { host } });
        expect(response.statusCode, url).not.toBe(421);
      }
    },
  );

  it.each([
    ['127.0.0.1', true],
    ['127.0.0.1:65535', true],
    ['[::1]', true],
    ['localhost:4010', true],
    [undefined, false],
    ['', false],
    ['127.0.0.2:4010', false],
    ['::1', false],
    ['localhost.:4010', false],
    ['localhost.attacker.test', false],
    ['127.0.0.1:4010@attacker.test', false],
    ['127.0.0.1:4010 ', false],
  ])('%s is a loopback Host: %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});
