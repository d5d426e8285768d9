import { randomUUID } from 'node:crypto';
import type {
  Base64DownloadRequest,
  DownloadFailure,
  DownloadProgress,
  DownloadRequest,
  DownloadResult,
} from '#shared/bridge.ts';
import type { Logger } from '../log.ts';
import { resolveApiUrl } from './api-url.ts';
import { writeAtomically } from './atomic-write.ts';
import type { OpenTemp, WriteResult } from './atomic-write.ts';
import type { FileKind } from './file-name.ts';
import type { ChooseTarget, SaveTarget } from './target.ts';
import { getFollowingRedirects } from './follow-redirects.ts';
import type { GetResponse } from './follow-redirects.ts';
import type { NetRequest } from './net-request.ts';

export interface DownloadServiceDeps {
  /** Electron's `net.request` in the app (system proxy, PAC, NTLM); a fake in tests. */
  request: NetRequest;
  apiOrigin: () => string | null;
  /** The `Authorization` value for a URL on the API origin (from the vault), or null. */
  authorization: (url: string) => string | null;
  chooseTarget: ChooseTarget;
  rememberFolder: (folder: string) => void;
  onProgress: (progress: DownloadProgress) => void;
  /** The API said 401: the session is over (the vault is cleared). */
  onUnauthorized: () => void;
  log: Logger;
  openTemp?: OpenTemp;
  timeoutMs?: number;
}

/** Bytes main made itself (e.g. the diagnostics zip), saved like a download. */
export interface BytesSaveRequest {
  kind: FileKind;
  bytes: Uint8Array;
  suggestedName: string;
}

export interface DownloadService {
  save(request: DownloadRequest): Promise<DownloadResult>;
  saveBase64(request: Base64DownloadRequest): Promise<DownloadResult>;
  /** Main's own files: the same target choice, atomic write and remembered folder. */
  saveBytes(request: BytesSaveRequest): Promise<DownloadResult>;
}

const DOWNLOAD_TIMEOUT_MS = 300_000;
const MAX_BASE64_LENGTH = 70 * 1024 * 1024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const failed = (reason: DownloadFailure): DownloadResult => ({ status: 'failed', reason });

const single = (bytes: Uint8Array): AsyncIterable<Uint8Array> => ReadableStream.from([bytes]);

function contentLength(response: GetResponse): number | null {
  const raw = response.headers['content-length'];
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

export function createDownloadService(deps: DownloadServiceDeps): DownloadService {
  const finish = (target: SaveTarget, result: WriteResult): DownloadResult => {
    if (!result.ok) return failed(result.reason);
    deps.rememberFolder(target.folder);
    return { status: 'saved', path: result.path };
  };

  const saveBytes = async (request: BytesSaveRequest): Promise<DownloadResult> => {
    const target = await deps.chooseTarget(request.kind, request.suggestedName);
    if (target === null) return { status: 'canceled' };
    return finish(
      target,
      await writeAtomically({ ...target, chunks: single(request.bytes), openTemp: deps.openTemp }),
    );
  };

  return {
    saveBytes,
    async save(request) {
      const origin = deps.apiOrigin();
      if (origin === null) return failed('invalid');
      const url = resolveApiUrl(origin, request.apiPath, request.query);
      if (!url.ok) return failed('invalid');

      const target = await deps.chooseTarget(request.kind, request.suggestedName);
      if (target === null) return { status: 'canceled' };

      let response: GetResponse;
      try {
        response = await getFollowingRedirects(url.value, {
          request: deps.request,
          apiOrigin: url.value.origin,
          authorization: deps.authorization,
          signal: AbortSignal.timeout(deps.timeoutMs ?? DOWNLOAD_TIMEOUT_MS),
        });
      } catch {
        deps.log.warn(`download failed before a response: ${url.value.pathname}`);
        return failed('network');
      }
      // Only the API can end the session: a 401 from storage elsewhere is an HTTP failure.
      if (response.status === 401 && response.url.origin === url.value.origin) {
        response.cancel();
        deps.onUnauthorized();
        return failed('unauthorized');
      }
      if (response.status < 200 || response.status > 299) {
        response.cancel();
        deps.log.warn(`download failed: HTTP ${response.status} for ${url.value.pathname}`);
        return failed('http');
      }

      const id = randomUUID();
      const totalBytes = contentLength(response);
      deps.onProgress({ id, receivedBytes: 0, totalBytes });
      const result = await writeAtomically({
        ...target,
        chunks: response.body,
        openTemp: deps.openTemp,
        onBytes: (receivedBytes) => deps.onProgress({ id, receivedBytes, totalBytes }),
      }).finally(() => response.cancel());
      return finish(target, result);
    },

    async saveBase64(request) {
      const text = typeof request.base64 === 'string' ? request.base64.replace(/\s+/g, '') : '';
      if (
        text === '' ||
        text.length > MAX_BASE64_LENGTH ||
        text.length % 4 !== 0 ||
        !BASE64.test(text)
      ) {
        return failed('invalid');
      }
      const bytes = new Uint8Array(Buffer.from(text, 'base64'));
      return saveBytes({ kind: request.kind, bytes, suggestedName: request.suggestedName });
    },
  };
}
