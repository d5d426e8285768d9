import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NetClientRequest, NetResponse } from './net-request.ts';
import { fakeNet } from './test-fakes.ts';

/** The fake must fail where Electron fails, or the download tests would prove nothing. */
let server: Server;
let local: string;
const FILES = 'https://files.example';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/moved') res.writeHead(302, { location: `${FILES}/file` }).end();
    else res.writeHead(200, { 'content-type': 'text/plain' }).end(`at ${req.url ?? ''}`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  local = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

type Outcome = { response: NetResponse; text: string } | { error: string } | 'aborted';

function run(request: NetClientRequest, onRedirect: (request: NetClientRequest) => void) {
  return new Promise<Outcome>((resolve) => {
    request.on('redirect', () => onRedirect(request));
    request.on('error', (error) => resolve({ error: error.message }));
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk.toString()));
      response.on('end', () => resolve({ response, text }));
    });
    // Runs after 'error' or 'end' when those come: then the promise is already resolved.
    request.on('close', () => setImmediate(() => resolve('aborted')));
    request.end();
  });
}

describe('fakeNet behaves as Electron net.request with redirect: manual', () => {
  const open = () => {
    const net = fakeNet({ [FILES]: local });
    const request = net.request({
      url: `${local}/moved`,
      method: 'GET',
      headers: { Authorization: 'Bearer T' },
      redirect: 'manual',
    });
    return { net, request };
  };

  it('cancels a redirect that is not followed synchronously', async () => {
    const { request } = open();
    expect(await run(request, () => undefined)).toEqual({ error: 'Redirect was cancelled' });
  });

  it('keeps the headers it was created with across followRedirect, even to another origin', async () => {
    const { net, request } = open();
    const outcome = await run(request, (r) => r.followRedirect());
    expect(outcome).toMatchObject({ text: 'at /file', response: { statusCode: 200 } });
    expect(net.wire).toEqual([
      { url: `${local}/moved`, authorization: 'Bearer T' },
      { url: `${FILES}/file`, authorization: 'Bearer T' },
    ]);
  });

  it('ends quietly when aborted in the redirect event', async () => {
    const { net, request } = open();
    expect(await run(request, (r) => r.abort())).toBe('aborted');
    expect(net.wire).toHaveLength(1);
  });

  it('refuses followRedirect outside a redirect event', () => {
    expect(() => open().request.followRedirect()).toThrow(/not waiting for a redirect/);
  });
});
