import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DownloadProgress } from '#shared/bridge.ts';
import { silentLogger } from '../log.ts';
import type { OpenTemp } from './atomic-write.ts';
import { createDownloadService } from './download-service.ts';
import type { DownloadServiceDeps } from './download-service.ts';
import type { SaveTarget } from './target.ts';
import { fakeNet } from './test-fakes.ts';

const CSV = 'date;amount\n'.repeat(20_000); // ~240 kB, several chunks
const seenAuth: Array<string | undefined> = [];
/**
 * The report's server sends its next chunk only once the client has reported the last one on
 * disk: otherwise, on a loaded machine, the whole body can arrive while the temp file opens and
 * is written (and reported) as one chunk.
 */
let reported = 0;
let reportWaiter: (() => void) | null = null;
function clientReported(received: number): void {
  reported = received;
  const wake = reportWaiter;
  reportWaiter = null;
  wake?.();
}
function untilReported(bytes: number, then: () => void): void {
  if (reported >= bytes) return then();
  reportWaiter = () => untilReported(bytes, then);
}
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    seenAuth.push(req.headers.authorization);
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/api/report.csv') {
      res.writeHead(200, { 'content-type': 'text/csv', 'content-length': Buffer.byteLength(CSV) });
      const body = Buffer.from(CSV);
      let offset = 0;
      reported = 0;
      const pump = (): void => {
        if (offset >= body.length) return void res.end();
        res.write(body.subarray(offset, offset + 16_384));
        offset = Math.min(offset + 16_384, body.length);
        untilReported(offset, pump);
      };
      pump();
    } else if (path === '/api/stops-midway') {
      res.writeHead(200, { 'content-length': '1000000' });
      res.write(Buffer.alloc(300_000, 65), () => setTimeout(() => res.socket?.destroy(), 20));
    } else if (path === '/api/expired') {
      res
        .writeHead(401, { 'content-type': 'application/json' })
        .end('{"message":"Unauthenticated."}');
    } else if (path === '/api/broken') {
      res.writeHead(500).end('oops');
    } else if (path === '/api/moved') {
      res.writeHead(302, { location: '/api/report.csv' }).end();
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'downloads-'));
  seenAuth.length = 0;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function service(overrides: Partial<DownloadServiceDeps> & { target?: SaveTarget | null } = {}) {
  const progress: DownloadProgress[] = [];
  const remembered: string[] = [];
  const onUnauthorized = vi.fn();
  const target =
    overrides.target === undefined
      ? { folder: dir, fileName: 'report.csv', overwrite: false }
      : overrides.target;
  const chooseTarget = vi.fn(() => Promise.resolve(target));
  const svc = createDownloadService({
    request: fakeNet().request,
    apiOrigin: () => origin,
    authorization: (url) => (url.startsWith(origin) ? 'Bearer T' : null),
    chooseTarget,
    rememberFolder: (f) => remembered.push(f),
    onProgress: (p) => {
      progress.push(p);
      clientReported(p.receivedBytes);
    },
    onUnauthorized,
    log: silentLogger,
    ...overrides,
  });
  return { svc, progress, remembered, onUnauthorized, chooseTarget };
}

const csv = (apiPath: string) => ({ kind: 'csv' as const, apiPath, suggestedName: 'report.csv' });

describe('downloads: streaming to disk', () => {
  it('streams a CSV into the chosen folder with progress and the bearer token', async () => {
    const s = service();
    expect(await s.svc.save(csv('api/report.csv'))).toEqual({
      status: 'saved',
      path: join(dir, 'report.csv'),
    });
    expect(readFileSync(join(dir, 'report.csv'), 'utf8')).toBe(CSV);
    expect(readdirSync(dir)).toEqual(['report.csv']);
    expect(seenAuth).toEqual(['Bearer T']);
    expect(s.remembered).toEqual([dir]);
    const total = Buffer.byteLength(CSV);
    expect(s.progress.length).toBeGreaterThan(2);
    expect(s.progress[0]).toMatchObject({ receivedBytes: 0, totalBytes: total });
    expect(s.progress.at(-1)).toMatchObject({ receivedBytes: total, totalBytes: total });
    expect(new Set(s.progress.map((p) => p.id)).size).toBe(1);
    const received = s.progress.map((p) => p.receivedBytes);
    expect(received).toEqual([...received].sort((a, b) => a - b));
  });

  it('follows a same-origin redirect with the token', async () => {
    const s = service();
    expect((await s.svc.save(csv('api/moved'))).status).toBe('saved');
    expect(seenAuth).toEqual(['Bearer T', 'Bearer T']);
  });

  it('removes the temp file when the server stops midway', async () => {
    const s = service();
    expect(await s.svc.save(csv('api/stops-midway'))).toEqual({
      status: 'failed',
      reason: 'aborted',
    });
    expect(readdirSync(dir)).toEqual([]);
    expect(s.remembered).toEqual([]);
  });

  it('reports 401 as unauthorized, ends the session and writes nothing', async () => {
    const s = service();
    expect(await s.svc.save(csv('api/expired'))).toEqual({
      status: 'failed',
      reason: 'unauthorized',
    });
    expect(s.onUnauthorized).toHaveBeenCalledOnce();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('reports other HTTP errors and network errors', async () => {
    const s = service();
    expect(await s.svc.save(csv('api/broken'))).toEqual({ status: 'failed', reason: 'http' });
    const down = service({ apiOrigin: () => 'http://127.0.0.1:1' });
    expect(await down.svc.save(csv('api/report.csv'))).toEqual({
      status: 'failed',
      reason: 'network',
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses bad API paths before asking for a folder', async () => {
    const s = service();
    for (const apiPath of ['https://evil.com/api/x', 'api/../x', '/api/x', 'file:///etc/passwd']) {
      expect(await s.svc.save(csv(apiPath))).toEqual({ status: 'failed', reason: 'invalid' });
    }
    expect(s.chooseTarget).not.toHaveBeenCalled();
    const none = service({ apiOrigin: () => null });
    expect(await none.svc.save(csv('api/report.csv'))).toEqual({
      status: 'failed',
      reason: 'invalid',
    });
  });

  it('does nothing when the dialog is canceled', async () => {
    const requestSpy = vi.fn(fakeNet().request);
    const s = service({ target: null, request: requestSpy });
    expect(await s.svc.save(csv('api/report.csv'))).toEqual({ status: 'canceled' });
    expect(requestSpy).not.toHaveBeenCalled();
  });
});

describe('downloads: never overwrite silently', () => {
  it('picks "name (1).csv" when the file exists and nobody confirmed overwriting', async () => {
    writeFileSync(join(dir, 'report.csv'), 'mine');
    writeFileSync(join(dir, 'report (1).csv'), 'mine too');
    const s = service();
    expect(await s.svc.save(csv('api/report.csv'))).toEqual({
      status: 'saved',
      path: join(dir, 'report (2).csv'),
    });
    expect(readFileSync(join(dir, 'report.csv'), 'utf8')).toBe('mine');
    expect(readFileSync(join(dir, 'report (1).csv'), 'utf8')).toBe('mine too');
    expect(readdirSync(dir).sort()).toEqual(['report (1).csv', 'report (2).csv', 'report.csv']);
  });

  it('replaces the file when the save dialog confirmed it', async () => {
    writeFileSync(join(dir, 'report.csv'), 'old');
    const s = service({ target: { folder: dir, fileName: 'report.csv', overwrite: true } });
    expect(await s.svc.save(csv('api/report.csv'))).toEqual({
      status: 'saved',
      path: join(dir, 'report.csv'),
    });
    expect(readFileSync(join(dir, 'report.csv'), 'utf8')).toBe(CSV);
  });

  it('never writes outside the chosen folder', async () => {
    const s = service({ target: { folder: dir, fileName: '../escape.csv', overwrite: true } });
    expect(await s.svc.save(csv('api/report.csv'))).toEqual({
      status: 'failed',
      reason: 'invalid',
    });
    expect(readdirSync(join(dir, '..'))).not.toContain('escape.csv');
  });
});

describe('downloads: disk errors leave nothing behind', () => {
  it('reports disk-full when the write hits /dev/full', async () => {
    // The temp file is really created in the folder, but its bytes go to /dev/full (ENOSPC).
    const openTemp: OpenTemp = async (folder) => {
      const path = join(folder, '.vertaislaina-test.part');
      writeFileSync(path, '');
      return { path, handle: await open('/dev/full', 'w') };
    };
    const s = service({ openTemp });
    expect(await s.svc.save(csv('api/report.csv'))).toEqual({
      status: 'failed',
      reason: 'disk-full',
    });
    expect(readdirSync(dir)).toEqual([]);
  });

  const eaccesFolder = ((): string | null => {
    if (process.getuid?.() !== 0) return null; // non-root: a chmod 0500 folder below
    try {
      writeFileSync('/sys/.vertaislaina-probe', '');
      return null;
    } catch (error) {
      return (error as { code?: string }).code === 'EACCES' ? '/sys' : null;
    }
  })();

  it('reports permission when the folder is not writable (EACCES)', async () => {
    let folder = eaccesFolder;
    if (process.getuid?.() !== 0) {
      folder = join(dir, 'read-only');
      const { mkdirSync, chmodSync } = await import('node:fs');
      mkdirSync(folder);
      chmodSync(folder, 0o500);
    }
    if (folder === null) {
      console.info('EACCES case skipped: running as root and /sys is writable here');
      return;
    }
    const s = service({ target: { folder, fileName: 'report.csv', overwrite: false } });
    expect(await s.svc.save(csv('api/report.csv'))).toEqual({
      status: 'failed',
      reason: 'permission',
    });
  });

  it('reports io when the folder is a path under a file (ENOTDIR)', async () => {
    writeFileSync(join(dir, 'a-file'), '');
    const s = service({
      target: { folder: join(dir, 'a-file', 'sub'), fileName: 'x.csv', overwrite: false },
    });
    expect(await s.svc.save(csv('api/report.csv'))).toEqual({ status: 'failed', reason: 'io' });
    expect(readdirSync(dir)).toEqual(['a-file']);
  });
});

describe('downloads: base64 (legacy invoices)', () => {
  it('decodes and saves a base64 PDF', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% test\n');
    const s = service({ target: { folder: dir, fileName: 'lasku.pdf', overwrite: false } });
    expect(
      await s.svc.saveBase64({
        kind: 'pdf',
        base64: pdf.toString('base64'),
        suggestedName: 'lasku.pdf',
      }),
    ).toEqual({ status: 'saved', path: join(dir, 'lasku.pdf') });
    expect(readFileSync(join(dir, 'lasku.pdf'))).toEqual(pdf);
  });

  it('refuses text that is not base64', async () => {
    const s = service();
    for (const base64 of ['not base64!', 'abc', 'QUJD=A==', '', 42 as unknown as string]) {
      expect(await s.svc.saveBase64({ kind: 'pdf', base64, suggestedName: 'x' })).toEqual({
        status: 'failed',
        reason: 'invalid',
      });
    }
    expect(s.chooseTarget).not.toHaveBeenCalled();
  });
});

describe("downloads: main's own files", () => {
  it('saves bytes through the target choice, atomically, and remembers the folder', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
    const s = service({ target: { folder: dir, fileName: 'diag.zip', overwrite: false } });
    expect(
      await s.svc.saveBytes({ kind: 'zip', bytes: zip, suggestedName: 'diagnostics.zip' }),
    ).toEqual({ status: 'saved', path: join(dir, 'diag.zip') });
    expect(s.chooseTarget).toHaveBeenCalledWith('zip', 'diagnostics.zip');
    expect(new Uint8Array(readFileSync(join(dir, 'diag.zip')))).toEqual(zip);
    expect(readdirSync(dir)).toEqual(['diag.zip']);
    expect(s.remembered).toEqual([dir]);
  });

  it('reports a canceled dialog and writes nothing', async () => {
    const s = service({ target: null });
    expect(
      await s.svc.saveBytes({ kind: 'zip', bytes: new Uint8Array(1), suggestedName: 'x.zip' }),
    ).toEqual({ status: 'canceled' });
    expect(readdirSync(dir)).toEqual([]);
  });
});
