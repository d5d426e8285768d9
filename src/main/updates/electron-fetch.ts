import type { ClientRequest, ClientRequestConstructorOptions, IncomingMessage } from 'electron';
import type { FetchLike, FetchResponse } from './ports.ts';

type Headers = Record<string, string | string[]>;

const headerReader = (headers: Headers): FetchResponse['headers'] => ({
  get(name) {
    const value = headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
  },
});

/**
 * The response's bytes as a web stream. Electron's typed IncomingMessage has no pause(), so a
 * disk slower than the network queues chunks in memory: at most one installer's size.
 */
function bodyOf(response: IncomingMessage, request: ClientRequest): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      response.on('data', (chunk: Buffer) => controller.enqueue(new Uint8Array(chunk)));
      response.on('end', () => controller.close());
      response.on('aborted', () => controller.error(new Error('aborted')));
      response.on('error', (error: Error) => controller.error(error));
    },
    cancel() {
      request.abort();
    },
  });
}

const abortError = (signal: AbortSignal): Error => {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason : new Error('aborted');
};

/**
 * The update service's fetch on Electron's network stack (`net.request`: the system proxy, PAC,
 * NTLM), with no cookies. A redirect is answered as a response carrying its location, and the
 * request is dropped: `net.fetch` with `redirect: 'manual'` fails instead ("Redirect was
 * cancelled"), and following it would take the hop before the service could check it.
 */
export function electronFetch(
  request: (options: ClientRequestConstructorOptions) => ClientRequest,
): FetchLike {
  return (url, init) =>
    new Promise<FetchResponse>((resolve, reject) => {
      if (init.signal.aborted) return reject(abortError(init.signal));
      const req = request({ url, method: 'GET', redirect: 'manual', credentials: 'omit' });
      const onAbort = () => {
        req.abort();
        reject(abortError(init.signal));
      };
      init.signal.addEventListener('abort', onAbort, { once: true });
      const settle = () => init.signal.removeEventListener('abort', onAbort);
      for (const [name, value] of Object.entries(init.headers)) req.setHeader(name, value);
      req.on('redirect', (status, _method, location, headers) => {
        settle();
        resolve({
          ok: false,
          status,
          headers: headerReader({ ...headers, location }),
          body: null,
        });
        req.abort();
      });
      req.on('response', (response) => {
        settle();
        resolve({
          ok: response.statusCode >= 200 && response.statusCode < 300,
          status: response.statusCode,
          headers: headerReader(response.headers),
          body: bodyOf(response, req),
        });
      });
      req.on('error', (error) => {
        settle();
        reject(error);
      });
      req.end();
    });
}
