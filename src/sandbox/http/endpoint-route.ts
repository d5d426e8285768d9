import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import {
  routePattern,
  type Endpoint,
  type EndpointReply,
  type PathParamNames,
} from '#shared/api/endpoint.ts';
import { sendError, sendInvalid } from './replies.ts';
import { validate } from './validation.ts';

/** The answer of a request whose path names nothing there is (as for an unknown path). */
export const NOT_FOUND = 'Not Found';

/** An answer a guard gives instead of the endpoint's: a status and its message. */
export class Refusal {
  readonly status: number;
  readonly message: string;

  constructor(status: number, message: string) {
    this.status = status;
    this.message = message;
  }
}

/** What a schema reads, or `otherwise` where the endpoint has none. */
type Read<S, Otherwise> = [Exclude<S, undefined>] extends [never]
  ? Otherwise
  : Exclude<S, undefined> extends z.ZodType
    ? z.output<Exclude<S, undefined>>
    : Otherwise;

/** The path parameters as the endpoint's params schema reads them (else as the text they are). */
export type EndpointParams<E extends Endpoint> = Read<
  E['params'],
  Record<PathParamNames<E['path']>, string>
>;
export type EndpointQuery<E extends Endpoint> = Read<E['query'], undefined>;
export type EndpointBody<E extends Endpoint> = Read<E['body'], undefined>;

/** A request as its handler gets it: its input read with the endpoint's own schemas. */
export interface EndpointCall<E extends Endpoint> {
  request: FastifyRequest;
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
}

/**
 * What is checked before the request's query and body are read: who calls (a session) and what
 * the path names (the user's own application, deposit or company). A guard hands on what it
 * found, or refuses. `params()` reads the path parameters, for a guard that looks up what they
 * name (a Refusal where they break the endpoint's schema: the guard may answer it its own way).
 */
export type Guard<P, G extends object> = (
  request: FastifyRequest,
  params: () => P | Refusal,
) => G | Refusal;

export type EndpointHandler<E extends Endpoint, G extends object = object> = (
  call: EndpointCall<E> & G,
  reply: FastifyReply,
) => unknown;

function readParams(endpoint: Endpoint, request: FastifyRequest): unknown {
  if (endpoint.params === undefined) return request.params;
  const parsed = endpoint.params.safeParse(request.params);
  return parsed.success ? parsed.data : new Refusal(404, NOT_FOUND);
}

/**
 * Registers the sandbox's handler of an endpoint at the method and path its description gives,
 * and reads the request as the endpoint describes it: the guard first (401, the terms 403, 404
 * for what the path names), then the path parameters (404 where they break their schema), the
 * query and the body (the gateway's 422 with the messages per field). The handler gets them
 * typed, with what the guard found.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
): void;
export function route<E extends Endpoint, G extends object>(
  app: FastifyInstance,
  endpoint: E,
  guard: Guard<EndpointParams<E>, G>,
  handler: EndpointHandler<E, G>,
): void;
export function route(
  app: FastifyInstance,
  endpoint: Endpoint,
  ...args: [EndpointHandler<Endpoint>] | [Guard<unknown, object>, EndpointHandler<Endpoint>]
): void {
  const [guard, handler] = args.length === 1 ? [undefined, args[0]] : args;
  app.route({
    method: endpoint.method,
    url: routePattern(endpoint),
    handler: async (request, reply) => {
      let params: unknown;
      const readOnce = () => (params ??= readParams(endpoint, request));
      const guarded = guard === undefined ? {} : guard(request, readOnce);
      if (guarded instanceof Refusal) return sendError(reply, guarded.status, guarded.message);
      const path = readOnce();
      if (path instanceof Refusal) return sendError(reply, path.status, path.message);
      const query =
        endpoint.query === undefined ? undefined : validate(endpoint.query, request.query);
      if (query?.ok === false) return sendInvalid(reply, query.body);
      const body = endpoint.body === undefined ? undefined : validate(endpoint.body, request.body);
      if (body?.ok === false) return sendInvalid(reply, body.body);
      const input = { request, params: path, query: query?.value, body: body?.value };
      return handler(Object.assign({}, guarded, input), reply);
    },
  });
}

/**
 * Answers with the endpoint's payload, wrapped as `{ data }`. The payload's type is the
 * endpoint's answer schema; the answer is also parsed with that schema, so a sandbox that drifts
 * from the contract fails loudly (a 500 naming the fields) instead of passing the app bad data.
 */
export function answer<E extends Endpoint>(
  reply: FastifyReply,
  endpoint: E,
  payload: EndpointReply<E>,
  status = 200,
): FastifyReply {
  const body = { data: payload };
  const broken = contractBreak(endpoint, body);
  if (broken !== null) return reply.code(500).send({ message: broken });
  return reply.code(status).send(body);
}

/**
 * Null when `body` is an answer the endpoint's response schema takes; else the message naming
 * its fields that break it (`rename` rewrites each field's path, e.g. a row's index).
 */
export function contractBreak(
  endpoint: Endpoint,
  body: unknown,
  rename: (path: PropertyKey[]) => PropertyKey[] = (path) => path,
): string | null {
  const checked = endpoint.response.safeParse(body);
  if (checked.success) return null;
  const fields = checked.error.issues.map((issue) => rename(issue.path).join('.') || '(root)');
  return `Sandbox answer of ${endpoint.method} ${endpoint.path} breaks the contract: ${fields.join(', ')}`;
}
