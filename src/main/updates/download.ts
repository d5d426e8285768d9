import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, rename, unlink } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import type { UpdateFile } from './feed.ts';
import { sha512Bytes } from './feed.ts';
import type { FetchLike } from './ports.ts';
import { fetchFollowing } from './redirects.ts';

/** Without a size in the feed (the deprecated form), no installer is bigger than this. */
export const MAX_UNSIZED_BYTES = 2 * 1024 * 1024 * 1024;

export type DownloadFailure = 'download' | 'redirect' | 'size' | 'checksum' | 'disk';
export type DownloadOutcome = { ok: true; path: string } | { ok: false; reason: DownloadFailure };

class Refused extends Error {
  readonly reason: DownloadFailure;
  constructor(reason: DownloadFailure) {
    super(reason);
    this.reason = reason;
  }
}

/** Fails as soon as the bytes exceed what the feed announced, not after a disk's worth. */
function checkRunningSize(received: number, file: UpdateFile): void {
  if (received > (file.size ?? MAX_UNSIZED_BYTES)) throw new Refused('size');
}

function checkFinal(received: number, digest: Buffer, file: UpdateFile): void {
  if (file.size !== null && received !== file.size) throw new Refused('size');
  const expected = sha512Bytes(file.sha512);
  if (expected === null || !expected.equals(digest)) throw new Refused('checksum');
}

/**
 * Streams the installer to `<path>.part`, hashing as it goes, and renames it to `path` only when
 * its size and sha512 match the feed. Anything else removes the partial file: a corrupt or
 * truncated download never reaches the installer.
 */
export async function downloadUpdateFile(options: {
  fetch: FetchLike;
  file: UpdateFile;
  path: string;
  signal: AbortSignal;
  /** Where each hop may go (`updateFileUrlAllowed`): the same rule after a redirect as before. */
  allowed: (url: URL) => boolean;
}): Promise<DownloadOutcome> {
  const { file, path, signal } = options;
  const part = `${path}.part`;
  let handle: FileHandle | null = null;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
  try {
    let followed;
    try {
      followed = await fetchFollowing(
        options.fetch,
        file.url,
        { signal, headers: { 'cache-control': 'no-cache' } },
        options.allowed,
      );
    } catch {
      throw new Refused('download');
    }
    if (!followed.ok) throw new Refused('redirect');
    const { response } = followed;
    if (!response.ok || response.body === null) {
      await response.body?.cancel().catch(() => {});
      throw new Refused('download');
    }
    reader = response.body.getReader();
    try {
      handle = await open(part, 'w', 0o600);
    } catch {
      throw new Refused('disk');
    }
    const hash = createHash('sha512');
    let received = 0;
    for (;;) {
      const chunk = await reader.read().catch(() => {
        throw new Refused('download');
      });
      if (chunk.done) break;
      received += chunk.value.byteLength;
      checkRunningSize(received, file);
      hash.update(chunk.value);
      await writeAll(handle, chunk.value);
    }
    checkFinal(received, hash.digest(), file);
    await handle.sync();
    await handle.close();
    handle = null;
    await rename(part, path);
    return { ok: true, path };
  } catch (error) {
    await reader?.cancel().catch(() => {});
    await handle?.close().catch(() => {});
    await unlink(part).catch(() => {});
    return { ok: false, reason: error instanceof Refused ? error.reason : 'disk' };
  }
}

async function writeAll(handle: FileHandle, bytes: Uint8Array): Promise<void> {
  let offset = 0;
  while (offset < bytes.byteLength) {
    try {
      const { bytesWritten } = await handle.write(bytes, offset);
      offset += bytesWritten;
    } catch {
      throw new Refused('disk');
    }
  }
}

/**
 * Hashes a file already on disk against the feed's size and sha512: a download that waited for
 * the user's answer is checked again right before it is installed.
 */
export async function verifyUpdateFile(path: string, file: UpdateFile): Promise<boolean> {
  const hash = createHash('sha512');
  let received = 0;
  try {
    for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
      received += chunk.byteLength;
      checkRunningSize(received, file);
      hash.update(chunk);
    }
    checkFinal(received, hash.digest(), file);
    return true;
  } catch {
    return false;
  }
}
