import axios, {
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { z } from 'zod';
import { API_TIMEOUT_MS } from '../../../shared/api/envelope.ts';
import type { ApiLanguage } from '../../../shared/languages.ts';
import { ApiError, toApiError } from './errors.ts';

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
}

type Envelope = z.ZodType<{ data: unknown }>;
type Payload<S extends Envelope> = z.output<S>['data'];

export interface CallOptions {
  expectsUnauthorized?: boolean;
  params?: Record<string, string>;
  /** `Accept-Language` for this call only, instead of the interface language. */
  language?: ApiLanguage;
}

/** The one HTTP client of the renderer. Every call unwraps and validates `data.data`. */
export interface ApiClient {
  readonly http: AxiosInstance;
  get<S extends Envelope>(path: string, schema: S, options?: CallOptions): Promise<Payload<S>>;
  post<S extends Envelope>(
    path: string,
    body: unknown,
    schema: S,
    options?: CallOptions,
  ): Promise<Payload<S>>;
  patch<S extends Envelope>(
    path: string,
    body: unknown,
    schema: S,
    options?: CallOptions,
  ): Promise<Payload<S>>;
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
  http.interceptors.response.use(undefined, (error: unknown) => {
    const apiError = toApiError(error);
    const config: AxiosRequestConfig | undefined = axios.isAxiosError(error)
      ? error.config
      : undefined;
    if (apiError.kind === 'unauthorized' && config?.expectsUnauthorized !== true) {
      options.onUnauthorized();
    }
    if (apiError.kind === 'terms-not-signed') options.onTermsNotSigned();
    return Promise.reject(apiError);
  });

  const unwrap = <S extends Envelope>(schema: S, body: unknown): Payload<S> => {
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new ApiError('invalid-response', { cause: parsed.error });
    return parsed.data.data;
  };
  const config = (callOptions?: CallOptions): AxiosRequestConfig => ({
    expectsUnauthorized: callOptions?.expectsUnauthorized ?? false,
    ...(callOptions?.params ? { params: callOptions.params } : {}),
    ...(callOptions?.language ? { headers: { 'Accept-Language': callOptions.language } } : {}),
  });

  return {
    http,
    async get(path, schema, callOptions) {
      const response = await http.get<unknown>(path, config(callOptions));
      return unwrap(schema, response.data);
    },
    async post(path, body, schema, callOptions) {
      const response = await http.post<unknown>(path, body ?? {}, config(callOptions));
      return unwrap(schema, response.data);
    },
    async patch(path, body, schema, callOptions) {
      const response = await http.patch<unknown>(path, body, config(callOptions));
      return unwrap(schema, response.data);
    },
  };
}
