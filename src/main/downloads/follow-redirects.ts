import type { NetClientRequest, NetRequest } from './net-request.ts';
import { responseBody } from './response-body.ts';
import type { ResponseBody } from './response-body.ts';

export interface GetOptions {
  request: NetRequest;
  /** The API origin: the only origin that gets the `Authorization` header. */
  apiOrigin: string;
  /** The `Authorization` value for a URL on the API origin (from the vault), or null. */
  authorization: (url: string) => string | null;
  /** Aborts the request in flight, before or during the body. */
  signal: AbortSignal;
  maxRedirects?: number;
}

export interface GetResponse {
  /** Where the response came from (after redirects). */
  url: URL;
  status: number;
  headers: Record<string, string | string[]>;
  body: AsyncIterable<Uint8Array>;
  /** Stops the transfer (no-op once it is complete). */
  cancel(): void;
}

export const MAX_REDIRECTS = 3;

/** https anywhere; plain http only to the API origin itself (the loopback sandbox). */
function allowedTarget(url: URL, apiOrigin: string): boolean {
  return url.protocol === 'https:' || url.origin === apiOrigin;
}

/**
 * A GET that follows up to `maxRedirects` redirects and decides the headers per hop: the
 * bearer token only ever goes to the API origin. Electron keeps a request's headers across
 * followRedirect(), so a hop that needs other headers (another origin, or another token on
 * the API origin) aborts the request and issues a new one for the redirect target.
 */
export function getFollowingRedirects(start: URL, options: GetOptions): Promise<GetResponse> {
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const headersFor = (url: URL): Record<string, string> => {
    if (url.origin !== options.apiOrigin) return {};
    const authorization = options.authorization(url.href);
    return authorization === null ? {} : { Authorization: authorization };
  };

  return new Promise<GetResponse>((resolve, reject) => {
    let current: NetClientRequest | null = null;
    let body: ResponseBody | null = null;
    let redirects = 0;
    let settled = false;

    // Before the response: rejects. During the body: makes the next read throw.
    const fail = (error: Error): void => {
      options.signal.removeEventListener('abort', onTimeout);
      const request = current;
      current = null;
      request?.abort();
      body?.fail(error);
      if (!settled) {
        settled = true;
        reject(error);
      }
    };
    const onTimeout = (): void => fail(new Error('timed out'));

    const issue = (url: URL): void => {
      if (!allowedTarget(url, options.apiOrigin)) return fail(new Error('insecure target'));
      let at = url;
      const headers = headersFor(url);
      const request = options.request({
        url: url.href,
        method: 'GET',
        headers,
        redirect: 'manual',
      });
      current = request;

      request.on('redirect', (_status, _method, redirectUrl) => {
        if (current !== request) return;
        let next: URL;
        try {
          next = new URL(redirectUrl, at);
        } catch {
          return fail(new Error('invalid redirect'));
        }
        redirects += 1;
        if (redirects > maxRedirects) return fail(new Error('too many redirects'));
        if (!allowedTarget(next, options.apiOrigin)) return fail(new Error('insecure redirect'));
        if (sameHeaders(headersFor(next), headers)) {
          at = next;
          // Must happen synchronously inside the event, or Electron cancels the redirect.
          request.followRedirect();
        } else {
          current = null;
          request.abort();
          issue(next);
        }
      });

      request.on('response', (response) => {
        if (current !== request || settled) return;
        settled = true;
        body = responseBody(response);
        resolve({
          url: at,
          status: response.statusCode,
          headers: response.headers,
          body,
          cancel: () => {
            options.signal.removeEventListener('abort', onTimeout);
            current = null;
            request.abort();
          },
        });
      });

      // Before the response: the request failed. After it: the connection broke mid-body.
      request.on('error', (error) => {
        if (current === request) fail(error);
      });
      request.end();
    };

    if (options.signal.aborted) return reject(new Error('timed out'));
    options.signal.addEventListener('abort', onTimeout, { once: true });
    issue(start);
  });
}

function sameHeaders(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
