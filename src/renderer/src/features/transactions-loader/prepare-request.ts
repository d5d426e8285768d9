import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { API_TIMEOUT_MS } from '#shared/api/envelope.ts';
import type { WorkerAnswer, WorkerRequest } from './protocol.ts';

/** A GET of the API as the client would send it: path and query. */
export interface ApiGet {
  url: string;
  params: Record<string, string>;
}

function fakeResponse<T>(data: T, config: InternalAxiosRequestConfig): AxiosResponse<T> {
  return { data, status: 200, statusText: 'OK', headers: new AxiosHeaders(), config };
}

/** The request as the client's interceptors left it, ready for `fetch` in the worker. */
function snapshot(http: AxiosInstance, config: InternalAxiosRequestConfig): WorkerRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(config.headers.toJSON())) {
    // A GET has no body: axios's own adapters drop the Content-Type too.
    if (name.toLowerCase() === 'content-type') continue;
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return {
    url: http.getUri(config),
    headers,
    credentials: config.withCredentials === true ? 'include' : 'same-origin',
    timeoutMs: config.timeout !== undefined && config.timeout > 0 ? config.timeout : API_TIMEOUT_MS,
  };
}

/**
 * Runs the GET through the API client's own request pipeline without sending it (a one-off
 * adapter answers instead of the network) and returns what the client would have sent: the API
 * base URL and query encoding, `Accept`, `Accept-Language`, and in web mode the bearer that the
 * client's request hook reads from the web vault. The token travels in a header, never in the URL;
 * in Electron no hook adds it, main injects it at the session level.
 */
export async function prepareRequest(http: AxiosInstance, get: ApiGet): Promise<WorkerRequest> {
  const capture: AxiosAdapter = (config) =>
    Promise.resolve(fakeResponse(snapshot(http, config), config));
  const response = await http.request<WorkerRequest>({
    method: 'GET',
    url: get.url,
    params: get.params,
    adapter: capture,
  });
  return response.data;
}

function axiosErrorOf(
  answer: Exclude<WorkerAnswer, { kind: 'table' | 'invalid-response' }>,
  config: InternalAxiosRequestConfig,
): AxiosError {
  if (answer.kind === 'timeout') {
    return new AxiosError('timeout exceeded', AxiosError.ECONNABORTED, config);
  }
  if (answer.kind === 'network-error') {
    return new AxiosError(answer.message, AxiosError.ERR_NETWORK, config);
  }
  const response: AxiosResponse = {
    data: answer.body,
    status: answer.status,
    statusText: String(answer.status),
    headers: new AxiosHeaders(),
    config,
  };
  return new AxiosError(
    `Request failed with status code ${answer.status}`,
    answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    config,
    null,
    response,
  );
}

/**
 * Settles a failure the worker saw through the API client's error handling, so it becomes the
 * same ApiError as any call's and has the same effects (a 401 ends the session and goes to `/`,
 * a 403 for unsigned terms raises the must-accept flag). Always rejects.
 */
export async function rejectThroughClient(
  http: AxiosInstance,
  get: ApiGet,
  answer: Exclude<WorkerAnswer, { kind: 'table' | 'invalid-response' }>,
): Promise<never> {
  await http.request({
    method: 'GET',
    url: get.url,
    params: get.params,
    adapter: (config) => Promise.reject(axiosErrorOf(answer, config)),
  });
  throw new Error('The API client accepted a failed transaction answer');
}
