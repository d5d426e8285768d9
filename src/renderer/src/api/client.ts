import axios, { type AxiosAdapter, type AxiosInstance, type AxiosRequestConfig } from 'axios';
import {
  endpointPath,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type NeedsInput,
} from '#shared/api/endpoint.ts';
import { API_TIMEOUT_MS } from '#shared/api/envelope.ts';
import type { ApiLanguage } from '#shared/languages.ts';
import type { DescribedRequest, RequestFailure } from './described-request.ts';
import { ApiError, apiErrorOf, isUnreachable, toApiError } from './errors.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * A 401 is an expected answer of this call (a login with wrong credentials), not an expired
     * session: the session is not cleared.
     */
    expectsUnauthorized?: boolean;
  }
}

export interface ApiClientOptions {
  /** The API origin, e.g. `http://127.0.0.1:53211` (from `bridge.settings.get()`). */
  apiBaseUrl: string;
  /**
   * Headers added to every request: web mode's bearer token (bridge/web-auth.ts). In Electron
   * there is none, main adds the token.
   */
  requestHook?: () => Readonly<Record<string, string>>;
  /** Tests replace the transport. */
  adapter?: AxiosAdapter;
  /**
   * The interface language in the API's form, sent as `Accept-Language` so that documents such
   * as the terms come in the language the user is reading (the stored profile language may differ
   * and cannot always be updated first: a user who must accept new terms can't PATCH the profile).
   */
  language?: () => ApiLanguage;
  /** 401 on a call made with a session: clear it and go to `/`. */
  onUnauthorized: () => void;
  /** 403 TERMS_NOT_SIGNED_MESSAGE: the user must accept new terms. */
  onTermsNotSigned: () => void;
  /**
   * Whether the gateway answered: false on a network error or timeout (no response at all),
   * true on any response, 4xx and 5xx included.
   */
  onReachability?: (reachable: boolean) => void;
}

export interface CallOptions {
  expectsUnauthorized?: boolean;
  /** `Accept-Language` for this call only, instead of the interface language. */
  language?: ApiLanguage;
}

/** Calls made before a session exists: a 401 is an answer (wrong code or credentials), not an expired session. */
export const ANONYMOUS: CallOptions = { expectsUnauthorized: true };

/** An endpoint's input, and the options of this one call; the input may be left out where it has none. */
export type CallArguments<E extends Endpoint> =
  NeedsInput<E> extends true
    ? [input: EndpointInput<E>, options?: CallOptions]
    : [input?: EndpointInput<E>, options?: CallOptions];

/** A call that another transport sends (the transactions worker's fetch), settled by the client. */
export interface PreparedCall {
  /** What to send: the URL, headers, payload and deadline of this call as `call` would send it. */
  readonly request: DescribedRequest;
  /**
   * What the transport reported, mapped as any call's failure is, with the same effects (a 401
   * ends the session, the unsigned-terms 403 raises the flag, the offline banner). Returns the
   * ApiError to throw.
   */
  fail(failure: RequestFailure): ApiError;
}

/** The one HTTP client of the renderer. */
export interface ApiClient {
  readonly http: AxiosInstance;
  /**
   * Calls an endpoint as `src/shared/api` describes it: builds the path from its parameters,
   * sends the query and payload, and parses the answer with the endpoint's schema, unwrapping
   * `data.data`. Bad server data becomes an `invalid-response` error.
   */
  call<E extends Endpoint>(endpoint: E, ...args: CallArguments<E>): Promise<EndpointAnswer<E>>;
  /** The same call, described for another transport to send (see PreparedCall). */
  prepare<E extends Endpoint>(endpoint: E, ...args: CallArguments<E>): PreparedCall;
  /**
   * Sends the last GET that found the gateway unreachable once more (GETs are idempotent), so
   * that a retry has something to ask even where no query is on screen. Never rejects.
   */
  probe(): Promise<void>;
}

/** A call's request, before the client's own headers are added. */
type CallConfig = Pick<
  AxiosRequestConfig,
  'method' | 'url' | 'params' | 'data' | 'expectsUnauthorized'
> & { headers: Record<string, string> };

/** Sent with every request; a payload's type only with a payload. */
const ACCEPT_JSON = { Accept: 'application/json' } as const;
const JSON_PAYLOAD = { 'Content-Type': 'application/json' } as const;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = axios.create({
    baseURL: `${options.apiBaseUrl.replace(/\/+$/, '')}/`,
    timeout: API_TIMEOUT_MS,
    withCredentials: true,
    // The gateway has no XSRF cookie. Looking for one, axios's XHR adapter asks the browser's
    // cookieStore, an answer that comes in a later task: every request left late, the session's
    // profile on start behind the router's first navigation.
    withXSRFToken: false,
    headers: { ...ACCEPT_JSON, ...JSON_PAYLOAD },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  /** The client's own headers of the moment; a call's own `Accept-Language` wins. */
  const clientHeaders = (): Record<string, string> => ({
    ...(options.language ? { 'Accept-Language': options.language() } : {}),
    ...options.requestHook?.(),
  });
  http.interceptors.request.use((config) => {
    for (const [name, value] of Object.entries(clientHeaders())) {
      if (!config.headers.has(name)) config.headers.set(name, value);
    }
    return config;
  });

  let lastUnreachableGet: AxiosRequestConfig | null = null;
  /** A failed request's effects, whichever transport sent it. */
  const settle = (apiError: ApiError, config: AxiosRequestConfig | undefined): ApiError => {
    if (isUnreachable(apiError)) {
      if (config?.method?.toUpperCase() === 'GET') lastUnreachableGet = config;
      options.onReachability?.(false);
    } else if (apiError.status !== null) {
      options.onReachability?.(true);
    }
    if (apiError.kind === 'unauthorized' && config?.expectsUnauthorized !== true) {
      options.onUnauthorized();
    }
    if (apiError.kind === 'terms-not-signed') options.onTermsNotSigned();
    return apiError;
  };
  http.interceptors.response.use(
    (response) => {
      options.onReachability?.(true);
      return response;
    },
    (error: unknown) =>
      Promise.reject(
        settle(toApiError(error), axios.isAxiosError(error) ? error.config : undefined),
      ),
  );

  const parseAnswer = <E extends Endpoint>(endpoint: E, body: unknown): EndpointAnswer<E> => {
    const parsed = endpoint.response.safeParse(body);
    if (!parsed.success) throw new ApiError('invalid-response', { cause: parsed.error });
    const answer: unknown = parsed.data;
    const payload =
      typeof answer === 'object' && answer !== null && 'data' in answer ? answer.data : answer;
    // The schema parsed it: this is its output, inside the envelope where there is one.
    return payload as EndpointAnswer<E>;
  };

  /** An endpoint's request: its path with parameters, query, payload and this call's options. */
  const configFor = <E extends Endpoint>(
    endpoint: E,
    ...[input, callOptions]: CallArguments<E>
  ): CallConfig => ({
    method: endpoint.method,
    url: endpointPath(endpoint, input?.params),
    expectsUnauthorized: callOptions?.expectsUnauthorized ?? false,
    ...(input?.query ? { params: input.query } : {}),
    // A POST or PATCH always carries a JSON body, `{}` where the spec names no payload.
    ...(endpoint.method === 'GET' ? {} : { data: input?.body ?? {} }),
    headers: callOptions?.language ? { 'Accept-Language': callOptions.language } : {},
  });

  return {
    http,
    async probe() {
      const config = lastUnreachableGet;
      if (config === null) return;
      try {
        await http.request({ ...config, headers: {} });
        if (lastUnreachableGet === config) lastUnreachableGet = null;
      } catch {
        // The interceptor has recorded the outcome.
      }
    },
    async call(endpoint, ...args) {
      const response = await http.request<unknown>(configFor(endpoint, ...args));
      return parseAnswer(endpoint, response.data);
    },
    prepare(endpoint, ...args) {
      const config = configFor(endpoint, ...args);
      const payload: unknown = config.data;
      const request: DescribedRequest = {
        method: endpoint.method,
        url: http.getUri(config),
        headers: {
          ...ACCEPT_JSON,
          ...(payload === undefined ? {} : JSON_PAYLOAD),
          ...clientHeaders(),
          ...config.headers,
        },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
        credentials: 'include',
        timeoutMs: API_TIMEOUT_MS,
      };
      return { request, fail: (failure) => settle(apiErrorOf(failure), config) };
    },
  };
}
