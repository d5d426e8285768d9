import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routePattern, type Endpoint, type EndpointReply } from '#shared/api/endpoint.ts';

type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => unknown;

/** Registers the sandbox's handler of an endpoint at the method and path its description gives. */
export function route(app: FastifyInstance, endpoint: Endpoint, handler: RouteHandler): void {
  app.route({ method: endpoint.method, url: routePattern(endpoint), handler });
}

/** A path parameter of the request, as the router read it from the endpoint's template. */
export function pathParam(request: FastifyRequest, name: string): string {
  const params = request.params as Record<string, string | undefined>;
  return params[name] ?? '';
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
  const checked = endpoint.response.safeParse(body);
  if (!checked.success) {
    const fields = checked.error.issues.map((issue) => issue.path.join('.') || '(root)');
    return reply.code(500).send({
      message: `Sandbox answer of ${endpoint.method} ${endpoint.path} breaks the contract: ${fields.join(', ')}`,
    });
  }
  return reply.code(status).send(body);
}
