import type { HttpMethod } from '#shared/api/endpoint.ts';

/*
 * A call of the API client that another transport sends: the client describes the request
 * (client.ts, `prepare`), a fetch elsewhere runs it (the transactions worker), and the client maps
 * what became of it (errors.ts, `apiErrorOf`). No axios here: a worker imports this file.
 */

/** A request exactly as the API client would send it. */
export interface DescribedRequest {
  method: HttpMethod;
  /** Absolute, with the query encoded as the client encodes it. */
  url: string;
  /**
   * The client's headers: `Accept`, `Accept-Language` and, in web mode, the bearer token. In
   * Electron main adds the token and the client header to every app request for the API origin,
   * a worker's included, so the renderer never holds them.
   */
  headers: Record<string, string>;
  /** The JSON payload of a POST or PATCH. */
  body?: string;
  credentials: RequestCredentials;
  /** The spec's deadline for every call. */
  timeoutMs: number;
}

/** How a request ended without a usable answer: what a transport reports for the client to map. */
export type RequestFailure =
  /** An answer with a status outside 2xx, and its body as sent (JSON, else ''). */
  | { kind: 'status'; status: number; body: unknown }
  /** No answer at all. */
  | { kind: 'network'; message: string }
  | { kind: 'timeout' }
  /** A 2xx whose body is not what the endpoint answers. */
  | { kind: 'invalid-response'; message: string };

export type RequestOutcome = { kind: 'answer'; body: unknown } | RequestFailure;

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return '';
  }
}

export const isTimeout = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'TimeoutError';

/**
 * Sends a described request with `fetch`, the deadline covering the body too: a 2xx answer with
 * its body still to be read, or the failure. Never rejects.
 */
export async function sendDescribed(
  request: DescribedRequest,
  fetchFn: typeof fetch,
): Promise<{ kind: 'response'; response: Response } | RequestFailure> {
  const signal = AbortSignal.timeout(request.timeoutMs);
  let response: Response;
  try {
    response = await fetchFn(request.url, {
      method: request.method,
      headers: request.headers,
      credentials: request.credentials,
      ...(request.body === undefined ? {} : { body: request.body }),
      signal,
    });
  } catch (error) {
    return isTimeout(error) ? { kind: 'timeout' } : { kind: 'network', message: String(error) };
  }
  if (!response.ok)
    return { kind: 'status', status: response.status, body: await bodyOf(response) };
  return { kind: 'response', response };
}

/** Runs a described request with `fetch`, the deadline covering the body too. Never rejects. */
export async function fetchDescribed(
  request: DescribedRequest,
  fetchFn: typeof fetch,
): Promise<RequestOutcome> {
  const sent = await sendDescribed(request, fetchFn);
  if (sent.kind !== 'response') return sent;
  try {
    return { kind: 'answer', body: (await sent.response.json()) as unknown };
  } catch (error) {
    if (isTimeout(error)) return { kind: 'timeout' };
    return { kind: 'invalid-response', message: String(error) };
  }
}
