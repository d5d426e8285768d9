import { randomBytes } from 'node:crypto';
import { link, open, rename, stat, unlink } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { DownloadFailure } from '#shared/bridge.ts';
import { diskFailure, errorCode } from './failure.ts';
import { numberedFileName } from './file-name.ts';

export interface TempFile {
  path: string;
  handle: FileHandle;
}

/** Creates the temp file in the target folder (exclusive create, owner-only). Injectable for tests. */
export type OpenTemp = (folder: string) => Promise<TempFile>;

export const openTempFile: OpenTemp = async (folder) => {
  const path = join(folder, `.vertaislaina-${randomBytes(8).toString('hex')}.part`);
  return { path, handle: await open(path, 'wx', 0o600) };
};

export type WriteResult = { ok: true; path: string } | { ok: false; reason: DownloadFailure };

export interface WriteRequest {
  folder: string;
  fileName: string;
  /** True only when the user confirmed overwriting in the save dialog. */
  overwrite: boolean;
  chunks: AsyncIterable<Uint8Array>;
  onBytes?: (received: number) => void;
  openTemp?: OpenTemp;
}

class SourceError extends Error {}

const MAX_NUMBERED = 999;
const LINK_UNSUPPORTED = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'EXDEV', 'ENOSYS', 'EMLINK']);

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch {
    return false;
  }
}

/** Moves the finished temp file to its name; without overwrite, picks `name (n).ext` instead. */
async function commit(
  temp: string,
  folder: string,
  fileName: string,
  overwrite: boolean,
): Promise<string> {
  if (overwrite) {
    const target = join(folder, fileName);
    await rename(temp, target);
    return target;
  }
  for (let n = 0; n <= MAX_NUMBERED; n++) {
    const target = join(folder, n === 0 ? fileName : numberedFileName(fileName, n));
    try {
      // link() fails with EEXIST instead of replacing: no race with another writer.
      await link(temp, target);
      await unlink(temp);
      return target;
    } catch (error) {
      const code = errorCode(error);
      if (code === 'EEXIST') continue;
      if (code === undefined || !LINK_UNSUPPORTED.has(code)) throw error;
      if (await exists(target)) continue;
      await rename(temp, target);
      return target;
    }
  }
  throw Object.assign(new Error('no free file name'), { code: 'EEXIST' });
}

/**
 * Streams chunks to a temp file inside `folder`, fsyncs, and renames it into place. On any
 * failure the temp file is removed and nothing else in the folder is touched.
 */
export async function writeAtomically(request: WriteRequest): Promise<WriteResult> {
  const folder = resolve(request.folder);
  if (dirname(resolve(folder, request.fileName)) !== folder)
    return { ok: false, reason: 'invalid' };

  let temp: TempFile;
  try {
    temp = await (request.openTemp ?? openTempFile)(folder);
  } catch (error) {
    return { ok: false, reason: diskFailure(error) };
  }
  if (dirname(resolve(temp.path)) !== folder) {
    await temp.handle.close().catch(() => {});
    return { ok: false, reason: 'invalid' };
  }

  let closed = false;
  try {
    let received = 0;
    const iterator = request.chunks[Symbol.asyncIterator]();
    for (;;) {
      let next: IteratorResult<Uint8Array>;
      try {
        next = await iterator.next();
      } catch (error) {
        throw new SourceError(String(error));
      }
      if (next.done) break;
      let offset = 0;
      while (offset < next.value.byteLength) {
        const { bytesWritten } = await temp.handle.write(next.value, offset);
        offset += bytesWritten;
      }
      received += next.value.byteLength;
      request.onBytes?.(received);
    }
    await temp.handle.sync();
    await temp.handle.close();
    closed = true;
    const path = await commit(temp.path, folder, request.fileName, request.overwrite);
    await syncFolder(folder);
    return { ok: true, path };
  } catch (error) {
    if (!closed) await temp.handle.close().catch(() => {});
    await unlink(temp.path).catch(() => {});
    return { ok: false, reason: error instanceof SourceError ? 'aborted' : diskFailure(error) };
  }
}

/** Makes the rename durable where the platform allows it (best effort). */
async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  try {
    const handle = await open(folder, 'r');
    await handle.sync().finally(() => handle.close());
  } catch {
    // Some file systems refuse to fsync a directory; the data itself is already synced.
  }
}
