import type {
  Base64DownloadRequest,
  DownloadRequest,
  DownloadResult,
  DownloadsApi,
} from '#shared/bridge.ts';
import { readWebToken } from './web-vault.ts';

export interface WebDownloadEnv {
  storage: Storage;
  document: Document;
  fetch: typeof fetch;
  apiBaseUrl: string;
  createObjectURL: (blob: Blob) => string;
  revokeObjectURL: (url: string) => void;
}

const MIME = { csv: 'text/csv', pdf: 'application/pdf' } as const;

/** Web mode's downloads: fetch with the token, then a browser download of the blob. */
export function createWebDownloads(env: WebDownloadEnv): DownloadsApi {
  const saveBlob = (blob: Blob, name: string): DownloadResult => {
    const url = env.createObjectURL(blob);
    const anchor = env.document.createElement('a');
    anchor.href = url;
    anchor.download = name;
    anchor.rel = 'noopener';
    env.document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => env.revokeObjectURL(url), 0);
    // The browser decides where the file goes; its name is all the page can know.
    return { status: 'saved', path: name };
  };

  return {
    async save(request: DownloadRequest): Promise<DownloadResult> {
      let url: URL;
      try {
        url = new URL(
          request.apiPath.replace(/^\/+/, ''),
          `${env.apiBaseUrl.replace(/\/+$/, '')}/`,
        );
        for (const [key, value] of Object.entries(request.query ?? {})) {
          url.searchParams.set(key, value);
        }
      } catch {
        return { status: 'failed', reason: 'invalid' };
      }
      const token = readWebToken(env.storage);
      let response: Response;
      try {
        response = await env.fetch(url.toString(), {
          credentials: 'include',
          headers: token === null ? {} : { Authorization: `Bearer ${token}` },
        });
      } catch {
        return { status: 'failed', reason: 'network' };
      }
      if (response.status === 401) return { status: 'failed', reason: 'unauthorized' };
      if (!response.ok) return { status: 'failed', reason: 'http' };
      try {
        return saveBlob(await response.blob(), request.suggestedName);
      } catch {
        return { status: 'failed', reason: 'aborted' };
      }
    },
    saveBase64(request: Base64DownloadRequest): Promise<DownloadResult> {
      let bytes: Uint8Array<ArrayBuffer>;
      try {
        const binary = atob(request.base64);
        bytes = new Uint8Array(binary.length);
        for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
      } catch {
        return Promise.resolve({ status: 'failed', reason: 'invalid' });
      }
      const blob = new Blob([bytes], { type: MIME[request.kind] });
      return Promise.resolve(saveBlob(blob, request.suggestedName));
    },
    onProgress: () => () => undefined,
  };
}
