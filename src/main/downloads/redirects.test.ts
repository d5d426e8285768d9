import { createServer } from 'node:http';
import type { RequestListener, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../log.ts';
import { createDownloadService } from './download-service.ts';
import type { DownloadServiceDeps } from './download-service.ts';
import { MAX_REDIRECTS } from './follow-redirects.ts';
import { fakeNet } from './test-fakes.ts';

/**
 * Redirects as Electron's net.request reports them (through the fake): the API on a loopback
 * origin, file storage on another origin (`https://files.example`, served locally).
 */
const CSV = 'päivä;summa\n01.02.2024;12,50\n'.repeat(2_000);
const FILES = 'https://files.example';
let api: Server;
let files: Server;
let apiOrigin: string;
let filesLocal: string;

const apiRoutes: RequestListener = (req, res) => {
  const path = req.url ?? '/';
  const chain = /^\/api\/chain\/(\d+)$/.exec(path);
  if (chain) {
    const left = Number(chain[1]);
    if (left === 0) res.writeHead(200, { 'content-type': 'text/csv' }).end(CSV);
    else res.writeHead(302, { location: `/api/chain/${left - 1}` }).end();
  } else if (path === '/api/to-legacy') {
    res.writeHead(302, { location: '/api/legacy/report' }).end();
  } else if (path === '/api/legacy/report') {
    res.writeHead(200, { 'content-type': 'text/csv' }).end(CSV);
  } else if (path === '/api/to-files') {
    res.writeHead(302, { location: `${FILES}/report.csv?signature=abc` }).end();
  } else if (path === '/api/to-files-expired') {
    res.writeHead(307, { location: `${FILES}/expired` }).end();
  } else if (path === '/api/to-files-loop') {
    res.writeHead(302, { location: `${FILES}/loop` }).end();
  } else if (path === '/api/to-plain-http') {
    res.writeHead(302, { location: 'http://files.example/report.csv' }).end();
  } else if (path === '/api/expired') {
    res
      .writeHead(401, { 'content-type': 'application/json' })
      .end('{"message":"Unauthenticated."}');
  } else if (path === '/api/stalls') {
    res.writeHead(200, { 'content-length': '1000' }).write('partial');
  } else if (path === '/api/silent') {
    // Never answers.
  } else {
    res.writeHead(404).end();
  }
};

const fileRoutes: RequestListener = (req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  if (path === '/report.csv') res.writeHead(200, { 'content-type': 'text/csv' }).end(CSV);
  else if (path === '/expired') res.writeHead(401).end('signature expired');
  else if (path === '/loop') res.writeHead(302, { location: '/loop' }).end();
  else res.writeHead(404).end();
};

async function listen(handler: RequestListener): Promise<[Server, string]> {
  const server = createServer(handler);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return [server, `http://127.0.0.1:${(server.address() as AddressInfo).port}`];
}

beforeAll(async () => {
  [api, apiOrigin] = await listen(apiRoutes);
  [files, filesLocal] = await listen(fileRoutes);
});
afterAll(async () => {
  for (const server of [api, files]) {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  }
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'redirects-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function service(overrides: Partial<DownloadServiceDeps> = {}) {
  // Plain http to files.example is mapped too: only the service's own rule keeps it out.
  const net = fakeNet({ [FILES]: filesLocal, 'http://files.example': filesLocal });
  const onUnauthorized = vi.fn();
  const svc = createDownloadService({
    request: net.request,
    apiOrigin: () => apiOrigin,
    authorization: (url) => (new URL(url).origin === apiOrigin ? 'Bearer T' : null),
    chooseTarget: () => Promise.resolve({ folder: dir, fileName: 'report.csv', overwrite: false }),
    rememberFolder: () => undefined,
    onProgress: () => undefined,
    onUnauthorized,
    log: silentLogger,
    ...overrides,
  });
  const save = (apiPath: string) => svc.save({ kind: 'csv', apiPath, suggestedName: 'x.csv' });
  return { save, wire: net.wire, onUnauthorized };
}

describe('downloads: redirects', () => {
  it('follows a redirect to file storage on another origin and saves the file', async () => {
    const s = service();
    expect(await s.save('api/to-files')).toEqual({
      status: 'saved',
      path: join(dir, 'report.csv'),
    });
    expect(readFileSync(join(dir, 'report.csv'), 'utf8')).toBe(CSV);
    expect(readdirSync(dir)).toEqual(['report.csv']);
  });

  it('sends the bearer token to the API origin and not to the origin it redirects to', async () => {
    const s = service();
    await s.save('api/to-files');
    expect(s.wire).toEqual([
      { url: `${apiOrigin}/api/to-files`, authorization: 'Bearer T' },
      { url: `${FILES}/report.csv?signature=abc`, authorization: undefined },
    ]);
  });

  it('asks for the token only for the API origin, whatever the vault would answer', async () => {
    const s = service({ authorization: () => 'Bearer T' });
    expect((await s.save('api/to-files')).status).toBe('saved');
    expect(s.wire.map((w) => w.authorization)).toEqual(['Bearer T', undefined]);
  });

  it('keeps the token on same-origin redirects', async () => {
    const s = service();
    expect((await s.save('api/chain/2')).status).toBe('saved');
    expect(s.wire.map((w) => w.authorization)).toEqual(['Bearer T', 'Bearer T', 'Bearer T']);
  });

  it('re-issues a same-origin redirect that needs another token (legacy paths)', async () => {
    const s = service({
      authorization: (url) =>
        new URL(url).pathname.startsWith('/api/legacy/') ? 'Bearer L' : 'Bearer T',
    });
    expect((await s.save('api/to-legacy')).status).toBe('saved');
    expect(s.wire.map((w) => w.authorization)).toEqual(['Bearer T', 'Bearer L']);
  });

  it('ends the session on a 401 from the API origin only', async () => {
    const storage = service();
    expect(await storage.save('api/to-files-expired')).toEqual({
      status: 'failed',
      reason: 'http',
    });
    expect(storage.onUnauthorized).not.toHaveBeenCalled();

    const own = service();
    expect(await own.save('api/expired')).toEqual({ status: 'failed', reason: 'unauthorized' });
    expect(own.onUnauthorized).toHaveBeenCalledOnce();
    expect(readdirSync(dir)).toEqual([]);
  });

  it(`follows ${MAX_REDIRECTS} redirects and fails cleanly on one more`, async () => {
    expect((await service().save(`api/chain/${MAX_REDIRECTS}`)).status).toBe('saved');
    rmSync(join(dir, 'report.csv'));

    const s = service();
    expect(await s.save(`api/chain/${MAX_REDIRECTS + 1}`)).toEqual({
      status: 'failed',
      reason: 'network',
    });
    expect(s.wire).toHaveLength(MAX_REDIRECTS + 1);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('stops a redirect loop on another origin', async () => {
    const s = service();
    expect(await s.save('api/to-files-loop')).toEqual({ status: 'failed', reason: 'network' });
    expect(s.wire).toHaveLength(MAX_REDIRECTS + 1);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a redirect to plain http on another origin', async () => {
    const s = service();
    expect(await s.save('api/to-plain-http')).toEqual({ status: 'failed', reason: 'network' });
    expect(s.wire).toHaveLength(1);
  });
});

describe('downloads: timeout', () => {
  it('fails as network when no response comes in time', async () => {
    const s = service({ timeoutMs: 150 });
    expect(await s.save('api/silent')).toEqual({ status: 'failed', reason: 'network' });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('fails as aborted and removes the temp file when the body stalls', async () => {
    const s = service({ timeoutMs: 150 });
    expect(await s.save('api/stalls')).toEqual({ status: 'failed', reason: 'aborted' });
    expect(readdirSync(dir)).toEqual([]);
  });
});
