import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SandboxContext } from './context.ts';

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? request.url;

/** Marketplace API calls: `/api/...`, not the control API, provider pages or a browser's favicon. */
const isApiRequest = (request: FastifyRequest) =>
  request.method !== 'OPTIONS' && /^\/api(\/|$)/.test(pathOf(request));

/**
 * For every API request (not /__sandbox, not preflight), once its body is parsed: record it,
 * then answer an injected fault instead of the route if one matches.
 */
export function registerApiHooks(app: FastifyInstance, ctx: SandboxContext): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!isApiRequest(request)) return;
    ctx.requestLog.record({
      method: request.method,
      path: pathOf(request),
      query: request.query ?? {},
      body: request.body ?? null,
    });
    const fault = ctx.faults.take(request.method, request.url);
    if (!fault) return;
    if (fault.delayMs > 0) await sleep(fault.delayMs);
    return reply.code(fault.status).send(fault.body);
  });
}
