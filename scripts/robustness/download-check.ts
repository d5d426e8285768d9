/**
 * Main's real download service (Electron's `net` replaced by the Node fakes the unit tests use)
 * against a local server that misbehaves in the middle of a CSV, and a disk that fails in the
 * middle of writing it: each case must end as `failed(reason)` with no file left in the folder.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DownloadResult } from '#shared/bridge.ts';
import { openTempFile, type OpenTemp } from '../../src/main/downloads/atomic-write.ts';
import { createDownloadService } from '../../src/main/downloads/download-service.ts';
import { fakeNet } from '../../src/main/downloads/test-fakes.ts';
import { silentLogger } from '../../src/main/log.ts';

const ROW = '2025-01-31;DEPOSIT;1000.00;FI00 1234 5678 9012 34\n';
const ROWS = 40_000; // ~1.8 MB, many chunks
const HALF = ROW.repeat(ROWS / 2);

/** The server's half of each case: what it does after the first half of the CSV. */
function misbehave(path: string, res: ServerResponse): void {
  const length = String(Buffer.byteLength(HALF) * 2);
  if (path === '/api/unauthorized') {
    res
      .writeHead(401, { 'content-type': 'application/json' })
      .end('{"message":"Unauthenticated."}');
    return;
  }
  if (path === '/api/server-error')
    return void res.writeHead(500).end('{"message":"Server Error"}');
  res.writeHead(200, { 'content-type': 'text/csv', 'content-length': length });
  res.write(HALF, () => {
    if (path === '/api/stalls') return; // never ends: the client's timeout aborts it
    if (path === '/api/reset') return void setTimeout(() => res.socket?.resetAndDestroy(), 20);
    res.end(HALF);
  });
}

/** A write error as Node reports it (errno, code, syscall), e.g. ENOSPC or EROFS. */
function fsError(code: 'ENOSPC' | 'EROFS', errno: number, text: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: ${text}, write`), { errno, code, syscall: 'write' });
}

/** A real temp file whose writes fail with `error` once `afterBytes` have been written. */
function failingDisk(afterBytes: number, error: () => NodeJS.ErrnoException): OpenTemp {
  return async (folder) => {
    const temp = await openTempFile(folder);
    let written = 0;
    // As a disk filling up does: a short write up to the limit, then the error.
    const write = async (buffer: Uint8Array, offset = 0) => {
      if (written >= afterBytes) throw error();
      const length = Math.min(buffer.byteLength - offset, afterBytes - written);
      const result = await temp.handle.write(buffer, offset, length);
      written += result.bytesWritten;
      return result;
    };
    const handle = new Proxy<FileHandle>(temp.handle, {
      get(target, property) {
        if (property === 'write') return write;
        const field: unknown = Reflect.get(target, property);
        return typeof field === 'function'
          ? (...args: unknown[]): unknown => Reflect.apply(field, target, args)
          : field;
      },
    });
    return { path: temp.path, handle };
  };
}

export interface DownloadCase {
  name: string;
  result: DownloadResult;
  /** Bytes received before it failed (the faults are meant to strike mid-body). */
  receivedBytes: number;
  /** Files left in the chosen folder (temp files included). */
  leftBehind: string[];
  told: boolean;
}

interface CaseSpec {
  name: string;
  path: string;
  openTemp?: OpenTemp;
  timeoutMs?: number;
}

const CASES: readonly CaseSpec[] = [
  { name: 'abort (timeout mid-body)', path: '/api/stalls', timeoutMs: 2_000 },
  { name: '401', path: '/api/unauthorized' },
  { name: '500', path: '/api/server-error' },
  { name: 'connection reset mid-body', path: '/api/reset' },
  {
    name: 'disk full (ENOSPC mid-write)',
    path: '/api/report.csv',
    openTemp: failingDisk(200_000, () => fsError('ENOSPC', -28, 'no space left on device')),
  },
  {
    name: 'read-only folder (EROFS mid-write)',
    path: '/api/report.csv',
    openTemp: failingDisk(200_000, () => fsError('EROFS', -30, 'read-only file system')),
  },
];

export async function checkDownloads(): Promise<DownloadCase[]> {
  const server = createServer((req, res) =>
    misbehave(new URL(req.url ?? '/', 'http://x').pathname, res),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const cases: DownloadCase[] = [];
  try {
    for (const spec of CASES) {
      const folder = mkdtempSync(join(tmpdir(), 'robustness-downloads-'));
      let unauthorized = false;
      let receivedBytes = 0;
      const service = createDownloadService({
        request: fakeNet().request,
        apiOrigin: () => origin,
        authorization: () => 'Bearer robustness',
        chooseTarget: () =>
          Promise.resolve({ folder, fileName: 'transactions.csv', overwrite: false }),
        rememberFolder: () => {},
        onProgress: (progress) => (receivedBytes = progress.receivedBytes),
        onUnauthorized: () => (unauthorized = true),
        log: silentLogger,
        ...(spec.openTemp ? { openTemp: spec.openTemp } : {}),
        ...(spec.timeoutMs ? { timeoutMs: spec.timeoutMs } : {}),
      });
      const result = await service.save({
        kind: 'csv',
        apiPath: spec.path.slice(1),
        suggestedName: 'transactions.csv',
      });
      const leftBehind = readdirSync(folder);
      rmSync(folder, { recursive: true, force: true });
      // A 401 also ends the session: the user is told by being signed out as well.
      const told =
        result.status === 'failed' && (spec.path !== '/api/unauthorized' || unauthorized);
      cases.push({ name: spec.name, result, receivedBytes, leftBehind, told });
    }
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
  return cases;
}
