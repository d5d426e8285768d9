/**
 * The part of Electron's `net.request` (ClientRequest / IncomingMessage) that downloads use,
 * so the logic runs under Node with a fake (test-fakes.ts) and `net.request` is assignable
 * as is in the composition root. Event signatures follow electron.d.ts.
 *
 * Why not `net.fetch`: with `redirect: 'manual'` it throws "Redirect was cancelled" instead of
 * returning the 3xx (electron/electron#43715), so redirects could never be followed by hand.
 */

export interface NetRequestOptions {
  url: string;
  method: 'GET';
  headers: Record<string, string>;
  /** Every redirect is reported to us; unless followRedirect() is called synchronously, it is cancelled. */
  redirect: 'manual';
}

/** Electron's IncomingMessage: a stream of Buffers with the status and headers. */
export interface NetResponse {
  readonly statusCode: number;
  readonly headers: Record<string, string | string[]>;
  on(event: 'data', listener: (chunk: Buffer) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  on(event: 'aborted', listener: () => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
}

export type RedirectListener = (
  statusCode: number,
  method: string,
  redirectUrl: string,
  responseHeaders: Record<string, string[]>,
) => void;

/** Electron's ClientRequest. Headers set when it was created persist across followRedirect(). */
export interface NetClientRequest {
  on(event: 'redirect', listener: RedirectListener): unknown;
  on(event: 'response', listener: (response: NetResponse) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  /** The last event of a request, whether it succeeded, failed or was aborted. */
  on(event: 'close', listener: () => void): unknown;
  /** Only valid synchronously inside a 'redirect' listener. */
  followRedirect(): void;
  /**
   * Cancels the transfer and emits 'abort'. A response in progress is destroyed: Electron's
   * implementation emits only 'close' there (not the documented 'aborted'), so whoever aborts
   * must end the body it reads (see follow-redirects.ts).
   */
  abort(): void;
  end(): unknown;
}

export type NetRequest = (options: NetRequestOptions) => NetClientRequest;
