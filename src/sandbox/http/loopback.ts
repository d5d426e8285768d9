import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

/**
 * Where the sandbox's own pages are, which only this machine may reach: the control API, and
 * under it the simulated providers' pages.
 */
export const CONTROL_PREFIX = '/__sandbox';

/** Whether a socket address is this machine (IPv4, IPv6 or IPv4-mapped IPv6). */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return address === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** An onRequest hook: other callers get the ordinary 404, as if the path did not exist. */
export function loopbackOnly(
  request: FastifyRequest,
  reply: FastifyReply,
  next: HookHandlerDoneFunction,
): void {
  if (isLoopback(request.socket.remoteAddress)) next();
  else reply.callNotFound();
}
