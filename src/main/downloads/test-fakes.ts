import { EventEmitter } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { ClientRequest, IncomingMessage } from 'node:http';
import type {
  NetClientRequest,
  NetRequest,
  NetRequestOptions,
  NetResponse,
} from './net-request.ts';

const REDIRECT = new Set([301, 302, 303, 307, 308]);

export interface WireRequest {
  /** The URL as the app asked for it (before mapping to a local server). */
  url: string;
  authorization: string | undefined;
}

export interface FakeNet {
  request: NetRequest;
  /** Every request that reached a server, in order. */
  wire: WireRequest[];
}

class FakeIncomingMessage extends EventEmitter implements NetResponse {
  readonly statusCode: number;
  readonly headers: Record<string, string | string[]>;

  constructor(statusCode: number, headers: Record<string, string | string[]>) {
    super();
    this.statusCode = statusCode;
    this.headers = headers;
  }
}

function responseHeaders(res: IncomingMessage): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

function redirectHeaders(res: IncomingMessage): Record<string, string[]> {
  const headers: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value : [value];
  }
  return headers;
}

/**
 * A stand-in for Electron's ClientRequest that behaves as Electron 45 does where it matters:
 * - nothing is sent before end();
 * - with `redirect: 'manual'`, a 3xx with a Location emits 'redirect' (statusCode, method,
 *   redirectUrl, responseHeaders); unless followRedirect() is called synchronously in that
 *   event (or the request is aborted), the request fails with "Redirect was cancelled";
 * - followRedirect() re-sends the headers given at creation, whatever the new origin;
 * - otherwise 'response' with an IncomingMessage-like emitter ('data', 'end', 'error',
 *   'close'); a connection lost mid-body emits 'error' on the response and the request;
 * - abort() emits 'abort' and 'close', and destroys a response in progress ('close' only).
 */
class FakeClientRequest extends EventEmitter implements NetClientRequest {
  private closed = false;
  private aborted = false;
  private waitingForRedirect = false;
  private followed = false;
  private wire: ClientRequest | null = null;
  private response: FakeIncomingMessage | null = null;
  private readonly options: NetRequestOptions;
  private readonly resolveUrl: (url: URL) => URL | null;
  private readonly log: WireRequest[];

  constructor(
    options: NetRequestOptions,
    resolveUrl: (url: URL) => URL | null,
    log: WireRequest[],
  ) {
    super();
    this.options = options;
    this.resolveUrl = resolveUrl;
    this.log = log;
  }

  end(): this {
    this.send(new URL(this.options.url));
    return this;
  }

  followRedirect(): void {
    if (!this.waitingForRedirect) {
      throw new Error('followRedirect() called, but was not waiting for a redirect');
    }
    this.followed = true;
  }

  abort(): void {
    if (this.closed) return;
    this.aborted = true;
    this.wire?.destroy();
    this.emit('abort');
    // As Electron's implementation does: the response is destroyed, 'close' without 'aborted'.
    this.response?.emit('close');
    this.close();
  }

  private close(): void {
    if (this.closed) return;
    this.closed = true;
    this.emit('close');
  }

  private die(error: Error): void {
    if (this.closed) return;
    this.response?.emit('error', error);
    this.response?.emit('close');
    this.emit('error', error);
    this.close();
  }

  private send(url: URL): void {
    const target = this.resolveUrl(url);
    if (target === null) {
      setImmediate(() => this.die(new Error('net::ERR_NAME_NOT_RESOLVED')));
      return;
    }
    this.log.push({ url: url.href, authorization: this.options.headers.Authorization });
    const wire = httpRequest(target, {
      method: this.options.method,
      headers: this.options.headers,
    });
    this.wire = wire;
    wire.on('error', (error) => {
      if (!this.aborted) this.die(error);
    });
    wire.on('response', (res) => this.receive(url, res));
    wire.end();
  }

  private receive(url: URL, res: IncomingMessage): void {
    if (this.aborted) return void res.destroy();
    const location = res.headers.location;
    if (REDIRECT.has(res.statusCode ?? 0) && location !== undefined) {
      res.resume();
      this.redirect(res, new URL(location, url));
      return;
    }
    const response = new FakeIncomingMessage(res.statusCode ?? 0, responseHeaders(res));
    this.response = response;
    this.emit('response', response);
    res.on('data', (chunk: Buffer) => {
      if (!this.aborted) response.emit('data', chunk);
    });
    res.on('end', () => {
      if (this.aborted) return;
      response.emit('end');
      response.emit('close');
      this.close();
    });
    res.on('error', (error) => {
      if (!this.aborted) this.die(error);
    });
  }

  private redirect(res: IncomingMessage, next: URL): void {
    if (this.options.redirect !== 'manual') {
      this.die(new Error('only manual redirects are faked'));
      return;
    }
    this.waitingForRedirect = true;
    this.followed = false;
    try {
      this.emit('redirect', res.statusCode, this.options.method, next.href, redirectHeaders(res));
    } finally {
      this.waitingForRedirect = false;
    }
    if (this.aborted) return;
    if (!this.followed) {
      this.die(new Error('Redirect was cancelled'));
      return;
    }
    this.send(next);
  }
}

/**
 * `net.request` over real local HTTP servers. `hosts` maps an origin the app sees (say
 * `https://files.example`) to a local server (`http://127.0.0.1:PORT`), so a cross-origin https
 * redirect can be tested without TLS; other origins are requested as they are.
 */
export function fakeNet(hosts: Record<string, string> = {}): FakeNet {
  const wire: WireRequest[] = [];
  const resolveUrl = (url: URL): URL | null => {
    const mapped = hosts[url.origin];
    if (mapped !== undefined) return new URL(`${url.pathname}${url.search}`, mapped);
    return url.protocol === 'http:' ? url : null;
  };
  return { request: (options) => new FakeClientRequest(options, resolveUrl, wire), wire };
}
