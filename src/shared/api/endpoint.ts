import { z } from 'zod';

/**
 * One endpoint of the marketplace gateway, described once and read by both sides: the renderer's
 * API client builds the request from it and parses the answer with it; the sandbox registers its
 * handler from it, validating the request with the same schemas. Paths are the spec's call tables'
 * (relative to the API origin, no leading slash), with `{name}` for a path parameter.
 */
export type HttpMethod = 'GET' | 'POST' | 'PATCH';

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  PS extends z.ZodType | undefined = z.ZodType | undefined,
> {
  readonly method: M;
  readonly path: P;
  /** How the path parameters read, where one is more than text (a record's id). */
  readonly params?: PS;
  /** The query parameters the spec names, if any. */
  readonly query?: Q;
  /** The payload, if the spec names one. */
  readonly body?: B;
  /** The whole answer: `{ data: payload }` where the spec wraps it in `data.data`. */
  readonly response: R;
}

/** The names of a path template's `{name}` segments. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/**
 * An endpoint description, its types kept exactly (the path as a literal, each schema). A params
 * schema reads exactly the path's parameters.
 */
export function defineEndpoint<
  const M extends HttpMethod,
  const P extends string,
  R extends z.ZodType,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  PS extends z.ZodType<Record<PathParamNames<P>, unknown>> | undefined = undefined,
>(description: {
  method: M;
  path: P;
  params?: PS;
  query?: Q;
  body?: B;
  response: R;
}): Endpoint<M, P, Q, B, R, PS> {
  return description;
}

/** A record's id in a path: digits, read as a number. */
export const pathId = z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int());

type ParamsInput<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<E['path']>, string | number> };
// `body?: B` reads as `B | undefined`: the schema is what is left without `undefined`.
type QuerySchema<E extends Endpoint> = Exclude<E['query'], undefined>;
type BodySchema<E extends Endpoint> = Exclude<E['body'], undefined>;
type QueryInput<E extends Endpoint> = [QuerySchema<E>] extends [never]
  ? { query?: undefined }
  : { query: z.input<QuerySchema<E>> };
type BodyInput<E extends Endpoint> = [BodySchema<E>] extends [never]
  ? { body?: undefined }
  : { body: z.input<BodySchema<E>> };

/** What a call of the endpoint takes: its path parameters, query and payload, each if it has one. */
export type EndpointInput<E extends Endpoint> = ParamsInput<E> & QueryInput<E> & BodyInput<E>;

/** Whether a call of the endpoint needs an input at all. */
export type NeedsInput<E extends Endpoint> = object extends EndpointInput<E> ? false : true;

/** The answer's payload: what is inside `data` where the answer is wrapped, else the answer. */
export type EndpointAnswer<E extends Endpoint> =
  z.output<E['response']> extends { data: infer D } ? D : z.output<E['response']>;

/** The payload a handler answers with, before the response schema's transforms. */
export type EndpointReply<E extends Endpoint> =
  z.input<E['response']> extends { data: infer D } ? D : z.input<E['response']>;

/** The path with its parameters filled in, each one URL-encoded. */
export function endpointPath(
  endpoint: Endpoint,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** The path as a router pattern (`/api/document/download/:id`). */
export function routePattern(endpoint: Endpoint): string {
  return `/${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`;
}
