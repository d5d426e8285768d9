import { randomUUID } from 'node:crypto';
import type {
  Base64DownloadRequest,
  DownloadFailure,
  DownloadProgress,
  DownloadRequest,
  DownloadResult,
} from '../../shared/bridge.ts';
import type { Logger } from '../log.ts';
import { resolveApiUrl } from './api-url.ts';
import { writeAtomically } from './atomic-write.ts';
import type { OpenTemp, WriteResult } from './atomic-write.ts';
import type { ChooseTarget, SaveTarget } from './target.ts';

/** Electron's `net.fetch` in the app (system proxy, PAC, NTLM); Node's fetch in tests. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface DownloadServiceDeps {
  fetch: FetchLike;
  apiOrigin: () => string | null;
  /** The `Authorization` value for a URL (from the vault), or null. */
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

export interface DownloadService {
  save(request: DownloadRequest): Promise<DownloadResult>;
  saveBase64(request: Base64DownloadRequest): Promise<DownloadResult>;
}

const DOWNLOAD_TIMEOUT_MS = 300_000;
const MAX_BASE64_LENGTH = 70 * 1024 * 1024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const failed = (reason: DownloadFailure): DownloadResult => ({ status: 'failed', reason });

const single = (bytes: Uint8Array): AsyncIterable<Uint8Array> => ReadableStream.from([bytes]);

function contentLength(response: Response): number | null {
  const raw = response.headers.get('content-length');
  if (raw === null || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

const MAX_REDIRECTS = 3;
const REDIRECT = new Set([301, 302, 303, 307, 308]);

/**
 * Follows up to three redirects by hand so that the bearer token only ever goes to the API
 * origin (a redirect to storage elsewhere is fetched without it) and never over plain http
 * to another origin.
 */
async function fetchFollowingRedirects(deps: DownloadServiceDeps, start: URL): Promise<Response> {
  const signal = AbortSignal.timeout(deps.timeoutMs ?? DOWNLOAD_TIMEOUT_MS);
  let url = start;
  for (let hop = 0; ; hop++) {
    const headers: Record<string, string> = {};
    const authorization = deps.authorization(url.href);
    if (authorization !== null) headers.Authorization = authorization;
    const response = await deps.fetch(url.href, { headers, redirect: 'manual', signal });
    const location = response.headers.get('location');
    if (!REDIRECT.has(response.status) || location === null) return response;
    await response.body?.cancel().catch(() => {});
    const next = new URL(location, url);
    if (hop >= MAX_REDIRECTS) throw new Error('too many redirects');
    if (next.origin !== start.origin && next.protocol !== 'https:')
      throw new Error('insecure redirect');
    url = next;
  }
}

export function createDownloadService(deps: DownloadServiceDeps): DownloadService {
  const finish = (target: SaveTarget, result: WriteResult): DownloadResult => {
    if (!result.ok) return failed(result.reason);
    deps.rememberFolder(target.folder);
    return { status: 'saved', path: result.path };
  };

  return {
    async save(request) {
      const origin = deps.apiOrigin();
      if (origin === null) return failed('invalid');
      const url = resolveApiUrl(origin, request.apiPath, request.query);
      if (!url.ok) return failed('invalid');

      const target = await deps.chooseTarget(request.kind, request.suggestedName);
      if (target === null) return { status: 'canceled' };

      let response: Response;
      try {
        response = await fetchFollowingRedirects(deps, url.value);
      } catch {
        deps.log.warn(`download failed before a response: ${url.value.pathname}`);
        return failed('network');
      }
      if (response.status === 401) {
        await response.body?.cancel().catch(() => {});
        deps.onUnauthorized();
        return failed('unauthorized');
      }
      if (!response.ok) {
        await response.body?.cancel().catch(() => {});
        deps.log.warn(`download failed: HTTP ${response.status} for ${url.value.pathname}`);
        return failed('http');
      }

      const id = randomUUID();
      const totalBytes = contentLength(response);
      deps.onProgress({ id, receivedBytes: 0, totalBytes });
      const body: AsyncIterable<Uint8Array> = response.body ?? single(new Uint8Array());
      const result = await writeAtomically({
        ...target,
        chunks: body,
        openTemp: deps.openTemp,
        onBytes: (receivedBytes) => deps.onProgress({ id, receivedBytes, totalBytes }),
      });
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
      const target = await deps.chooseTarget(request.kind, request.suggestedName);
      if (target === null) return { status: 'canceled' };
      const bytes = new Uint8Array(Buffer.from(text, 'base64'));
      return finish(
        target,
        await writeAtomically({ ...target, chunks: single(bytes), openTemp: deps.openTemp }),
      );
    },
  };
}
