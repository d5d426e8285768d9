import axios, {
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  endpointPath,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type NeedsInput,
} from '#shared/api/endpoint.ts';
import { API_TIMEOUT_MS } from '#shared/api/envelope.ts';
import type { ApiLanguage } from '#shared/languages.ts';
import { ApiError, isUnreachable, toApiError } from './errors.ts';

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
  /** Web mode adds the bearer token here; in Electron main adds it. */
  requestHook?: (config: InternalAxiosRequestConfig) => InternalAxiosRequestConfig;
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

/** The one HTTP client of the renderer. */
export interface ApiClient {
  readonly http: AxiosInstance;
  /**
   * Calls an endpoint as `src/shared/api` describes it: builds the path from its parameters,
   * sends the query and payload, and parses the answer with the endpoint's schema, unwrapping
   * `data.data`. Bad server data becomes an `invalid-response` error.
   */
  call<E extends Endpoint>(endpoint: E, ...args: CallArguments<E>): Promise<EndpointAnswer<E>>;
  /**
   * Sends the last GET that found the gateway unreachable once more (GETs are idempotent), so
   * that a retry has something to ask even where no query is on screen. Never rejects.
   */
  probe(): Promise<void>;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = axios.create({
    baseURL: `${options.apiBaseUrl.replace(/\/+$/, '')}/`,
    timeout: API_TIMEOUT_MS,
    withCredentials: true,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const language = options.language;
  if (language) {
    http.interceptors.request.use((config) => {
      if (!config.headers.has('Accept-Language')) config.headers.set('Accept-Language', language());
      return config;
    });
  }
  if (options.requestHook) http.interceptors.request.use(options.requestHook);
  let lastUnreachableGet: AxiosRequestConfig | null = null;
  http.interceptors.response.use(
    (response) => {
      options.onReachability?.(true);
      return response;
    },
    (error: unknown) => {
      const apiError = toApiError(error);
      const config: AxiosRequestConfig | undefined = axios.isAxiosError(error)
        ? error.config
        : undefined;
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
      return Promise.reject(apiError);
    },
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
    async call(endpoint, ...[input, callOptions]) {
      const config: AxiosRequestConfig = {
        method: endpoint.method,
        url: endpointPath(endpoint, input?.params),
        expectsUnauthorized: callOptions?.expectsUnauthorized ?? false,
        ...(input?.query ? { params: input.query } : {}),
        // A POST or PATCH always carries a JSON body, `{}` where the spec names no payload.
        ...(endpoint.method === 'GET' ? {} : { data: input?.body ?? {} }),
        ...(callOptions?.language ? { headers: { 'Accept-Language': callOptions.language } } : {}),
      };
      const response = await http.request<unknown>(config);
      return parseAnswer(endpoint, response.data);
    },
  };
}
