import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The Host names the sandbox answers to, with any port (a proxy in front of it, as in web mode,
 * forwards its own). A browser sends the name from the page's URL, so a page on a DNS-rebound
 * name (attacker.test resolving to 127.0.0.1) is recognised by its Host and refused.
 */
const LOOPBACK_HOST = /^(?:127\.0\.0\.1|localhost|\[::1\])(?::\d{1,5})?$/i;

export const isLoopbackHost = (host: string | undefined): boolean =>
  host !== undefined && LOOPBACK_HOST.test(host);

function hostCheck(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  if (isLoopbackHost(request.headers.host)) {
    done();
    return;
  }
  void reply.code(421).send({
    message: 'Misdirected Request: the sandbox answers only to 127.0.0.1, localhost or [::1].',
  });
}

/** Refuses every request (API, control, provider pages, preflights) without a loopback Host. */
export function registerHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', hostCheck);
}
