import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:http2';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardedHeaders, startStaticServer, type StaticServer } from './static-server.ts';

let dir: string;
let sandbox: Server;
let server: StaticServer;
let sandboxUrl: string;
const seen: IncomingHttpHeaders[] = [];
/** Resolved when the sandbox's endless answer has lost its reader. */
let endlessClosed: Promise<void> = new Promise(() => undefined);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-server-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dir, 'app.js'), 'export {};');
  // The sandbox answers in chunks, with HTTP/1.1's connection headers.
  sandbox = createServer((req, res) => {
    if (req.url === '/api/endless') {
      // A five-year list that never ends: written as fast as it is read, until its reader goes.
      endlessClosed = new Promise((resolve) => res.once('close', () => resolve()));
      const chunk = 'x'.repeat(16 * 1024);
      const more = () => {
        while (!res.destroyed && res.write(chunk));
      };
      res.on('drain', more);
      more();
      return;
    }
    seen.push(req.headers);
    res.writeHead(201, { 'content-type': 'application/json', connection: 'keep-alive' });
    res.write('{"data":');
    res.end(`{"path":${JSON.stringify(req.url)}}}`);
  });
  await new Promise<void>((resolve) => sandbox.listen(0, '127.0.0.1', resolve));
  const { port } = sandbox.address() as AddressInfo;
  sandboxUrl = `http://127.0.0.1:${port}`;
  server = await startStaticServer([{ prefix: '/', dir }], sandboxUrl);
}, 30_000);
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => sandbox.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/** One request over HTTP/2, as the bench's browser makes it. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; type: string | undefined; body: string }>(
    (resolve, reject) => {
      const session = connect(server.origin, { rejectUnauthorized: false });
      session.on('error', reject);
      const stream = session.request({ ':path': path, ...headers });
      let body = '';
      let status = 0;
      let type: string | undefined;
      stream.on('response', (answer) => {
        status = Number(answer[':status']);
        type = answer['content-type'];
      });
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (body += chunk));
      stream.on('end', () => {
        session.close();
        resolve({ status, type, body });
      });
      stream.on('error', reject);
      stream.end();
    },
  );
}

describe("the bench's static server", () => {
  it('serves over HTTPS at a local origin', () => {
    expect(server.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
  });

  it('serves a file over HTTP/2 with its type, and index.html for any other path', async () => {
    expect(await get('/app.js')).toEqual({
      status: 200,
      type: 'text/javascript; charset=utf-8',
      body: 'export {};',
    });
    expect((await get('/dashboard/investor')).body).toContain('<title>app</title>');
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).body).toContain('<title>app</title>');
  });

  it('passes /api to the sandbox with its headers, and its chunked answer back over HTTP/2', async () => {
    const answer = await get('/api/user?lang=fi', { authorization: 'Bearer T' });
    expect(answer).toEqual({
      status: 201,
      type: 'application/json',
      body: '{"data":{"path":"/api/user?lang=fi"}}',
    });
    expect(seen.at(-1)?.authorization).toBe('Bearer T');
    expect(seen.at(-1)?.host).toBe(new URL(sandboxUrl).host);
    expect(Object.keys(seen.at(-1) ?? {}).some((name) => name.startsWith(':'))).toBe(false);
  });

  it("ends the sandbox's answer when the browser cancels it, not holding it half-read", async () => {
    const session = connect(server.origin, { rejectUnauthorized: false });
    const stream = session.request({ ':path': '/api/endless' });
    await new Promise((resolve) => stream.once('data', resolve));
    stream.close();
    const closed = await Promise.race([
      endlessClosed.then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 5_000)),
    ]);
    session.close();
    expect(closed).toBe('closed');
  });
});

describe('forwarded headers', () => {
  it("drop HTTP/2's pseudo headers and HTTP/1.1's connection headers, keeping the rest", () => {
    expect(
      forwardedHeaders({
        ':path': '/api/x',
        ':method': 'GET',
        host: 'a',
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
        authorization: 'Bearer T',
        'content-type': 'application/json',
      }),
    ).toEqual({ authorization: 'Bearer T', 'content-type': 'application/json' });
  });
});
