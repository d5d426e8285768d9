import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where the renderer is served from: the packaged app scheme or a local dev server. */
const ALLOWED_ORIGINS = [
  /^app:\/\/vertaislaina$/,
  /^http:\/\/localhost(:\d{1,5})?$/,
  /^http:\/\/127\.0\.0\.1(:\d{1,5})?$/,
];

export const isAllowedOrigin = (origin: string) =>
  ALLOWED_ORIGINS.some((pattern) => pattern.test(origin));

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOWED_HEADERS = 'Accept, Accept-Language, Authorization, Content-Type';

function corsHook(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const origin = request.headers.origin;
  const allowed = origin !== undefined && isAllowedOrigin(origin);
  reply.header('Vary', 'Origin');
  if (allowed) {
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Credentials', 'true');
    reply.header('Access-Control-Expose-Headers', 'Content-Disposition');
  }
  const isPreflight =
    request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
  if (!isPreflight) {
    done();
    return;
  }
  if (allowed) {
    reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
    reply.header(
      'Access-Control-Allow-Headers',
      request.headers['access-control-request-headers'] ?? DEFAULT_ALLOWED_HEADERS,
    );
    reply.header('Access-Control-Max-Age', '600');
  }
  // A refused origin gets no Allow-* headers, so the browser blocks the real request.
  void reply.code(204).send();
}

/** CORS with credentials for the renderer's origins, answered before any route or fault. */
export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', corsHook);
}
