import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

export interface RecordedRequest {
  method: string;
  path: string;
  params: unknown;
  body: unknown;
  headers: Record<string, unknown>;
}

export type FakeReply = { status: number; body?: unknown } | { network: true } | { timeout: true };

type Handler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

/**
 * A tiny axios adapter for tests: routes by `METHOD path`, records every request and settles
 * the way axios's own adapters do (non-2xx rejects with an AxiosError carrying the response).
 */
export function createFakeApi() {
  const routes = new Map<string, Handler[]>();
  const requests: RecordedRequest[] = [];

  const on = (method: string, path: string, reply: FakeReply | Handler): void => {
    const key = `${method.toUpperCase()} ${path}`;
    const handler: Handler = typeof reply === 'function' ? reply : () => reply;
    routes.set(key, [handler]);
  };
  /** Queues replies answered in order; the last one repeats. */
  const sequence = (method: string, path: string, replies: FakeReply[]): void => {
    routes.set(
      `${method.toUpperCase()} ${path}`,
      replies.map((r) => () => r),
    );
  };

  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const path = (config.url ?? '').replace(/^\/+/, '');
    const body: unknown =
      typeof config.data === 'string' && config.data !== ''
        ? (JSON.parse(config.data) as unknown)
        : config.data;
    const request: RecordedRequest = {
      method,
      path,
      params: config.params,
      body,
      headers: config.headers.toJSON(),
    };
    requests.push(request);
    const handlers = routes.get(`${method} ${path}`);
    const handler = handlers?.length === 1 ? handlers[0] : handlers?.shift();
    if (!handler) {
      throw new Error(`fake-api: no route for ${method} ${path}`);
    }
    const reply = await handler(request);
    if ('network' in reply) {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    if ('timeout' in reply) {
      throw new AxiosError('timeout exceeded', AxiosError.ECONNABORTED, config);
    }
    const response: AxiosResponse = {
      data: reply.body ?? '',
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(),
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${reply.status}`,
      reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      null,
      response,
    );
  };

  return {
    adapter,
    on,
    sequence,
    requests,
    has: (method: string, path: string) => routes.has(`${method.toUpperCase()} ${path}`),
    /** The requests made to `METHOD path`. */
    calls: (method: string, path: string) =>
      requests.filter((r) => r.method === method.toUpperCase() && r.path === path),
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;
