import { AxiosError, isAxiosError } from 'axios';
import { ZodError } from 'zod';
import { TERMS_NOT_SIGNED_MESSAGE, errorBody } from '#shared/api/envelope.ts';
import type { RequestFailure } from './described-request.ts';

export type ApiErrorKind =
  /** 401: the session is gone (or, on a login call, wrong credentials). */
  | 'unauthorized'
  /** 403 with TERMS_NOT_SIGNED_MESSAGE: the user must accept new terms. */
  | 'terms-not-signed'
  | 'forbidden'
  /** 422: `fieldErrors` holds the first message per field. */
  | 'validation'
  /** Any other 4xx. */
  | 'client'
  | 'server'
  | 'network'
  | 'timeout'
  | 'canceled'
  /** A 2xx whose body does not match the shared schema. */
  | 'invalid-response';

/** The SERVER_ERROR text (borrower-and-shared §8). */
export const SERVER_ERROR_KEY = 'errors:serverError';

/** Every failure of an API call, mapped once (see ./client.ts). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | null;
  /** The server's message, when it sent one. */
  readonly serverMessage: string | null;
  /** The `errors` map of the body as sent (e.g. `errors.code` of a failed SMS verify). */
  readonly errors: Readonly<Record<string, readonly string[]>>;
  /** The first message per field (422). */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** The error answer's body as sent (a scoring check's `retry`); undefined without an answer. */
  readonly body: unknown;

  constructor(
    kind: ApiErrorKind,
    init: {
      status?: number | null;
      serverMessage?: string | null;
      errors?: Record<string, string[]>;
      body?: unknown;
      cause?: unknown;
    } = {},
  ) {
    super(init.serverMessage ?? kind, { cause: init.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = init.status ?? null;
    this.serverMessage = init.serverMessage ?? null;
    this.errors = init.errors ?? {};
    this.body = init.body;
    const fieldErrors: Record<string, string> = {};
    for (const [field, messages] of Object.entries(this.errors)) {
      const first = messages[0];
      if (first !== undefined) fieldErrors[field] = first;
    }
    this.fieldErrors = fieldErrors;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

const TIMEOUT_CODES = new Set<string>([AxiosError.ECONNABORTED, AxiosError.ETIMEDOUT]);

function fromResponse(status: number, body: unknown, cause: unknown): ApiError {
  const parsed = errorBody.safeParse(body);
  const serverMessage = parsed.success ? parsed.data.message : null;
  const errors = parsed.success ? (parsed.data.errors ?? {}) : {};
  const init = { status, serverMessage, errors, body, cause };
  if (status === 401) return new ApiError('unauthorized', init);
  if (status === 403) {
    return new ApiError(
      serverMessage === TERMS_NOT_SIGNED_MESSAGE ? 'terms-not-signed' : 'forbidden',
      init,
    );
  }
  if (status === 422) return new ApiError('validation', init);
  if (status >= 500) return new ApiError('server', init);
  return new ApiError('client', init);
}

/**
 * What a request came to, as an ApiError: the one mapping of every transport's failure (axios's
 * below, the transactions worker's fetch through the client's `prepare`).
 */
export function apiErrorOf(failure: RequestFailure, cause?: unknown): ApiError {
  switch (failure.kind) {
    case 'status':
      return fromResponse(failure.status, failure.body, cause);
    case 'network':
      return new ApiError('network', { cause: cause ?? new Error(failure.message) });
    case 'timeout':
      return new ApiError('timeout', { cause });
    case 'invalid-response':
      return new ApiError('invalid-response', { cause: cause ?? new Error(failure.message) });
  }
}

function axiosFailure(error: AxiosError): RequestFailure {
  if (error.response) {
    return { kind: 'status', status: error.response.status, body: error.response.data };
  }
  if (error.code !== undefined && TIMEOUT_CODES.has(error.code)) return { kind: 'timeout' };
  return { kind: 'network', message: error.message };
}

/** Maps anything an API call can throw to an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return new ApiError('invalid-response', { cause: error });
  if (isAxiosError(error)) {
    if (!error.response && error.code === AxiosError.ERR_CANCELED) {
      return new ApiError('canceled', { cause: error });
    }
    return apiErrorOf(axiosFailure(error), error);
  }
  return new ApiError('network', { cause: error });
}

/** No answer at all (the gateway is unreachable or too slow): the offline banner's case. */
export function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');
}

/** Failures worth retrying for an idempotent GET: never a 4xx or bad data. */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (isUnreachable(error) || error.kind === 'server');
}
