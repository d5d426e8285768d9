import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The packaged desktop app's renderer. */
export const DESKTOP_ORIGIN = 'app://vertaislaina';

/**
 * The origins that may call the sandbox cross-origin: the desktop app, and exactly the extra
 * origins given (main passes the electron-vite dev server's when it is not packaged). Never any
 * `http://localhost:*`: other local servers and every browser on this machine are there too.
 */
export function allowedCorsOrigins(extra: readonly string[] = []): ReadonlySet<string> {
  const origins = new Set([DESKTOP_ORIGIN]);
  for (const text of extra) {
    const url = URL.parse(text);
    if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
      throw new Error(`A CORS origin must be an http(s) origin, not "${text}"`);
    }
    origins.add(url.origin);
  }
  return origins;
}

const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
const DEFAULT_ALLOWED_HEADERS = 'Accept, Accept-Language, Authorization, Content-Type';

function corsHook(allowedOrigins: ReadonlySet<string>) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    const origin = request.headers.origin;
    const allowed = origin !== undefined && allowedOrigins.has(origin);
    reply.header('Vary', 'Origin');
    if (allowed) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Access-Control-Allow-Credentials', 'true');
      reply.header('Access-Control-Expose-Headers', 'Content-Disposition');
    }
    const isPreflight =
      request.method === 'OPTIONS' &&
      request.headers['access-control-request-method'] !== undefined;
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
  };
}

/** CORS with credentials for the renderer's origins, answered before any route or fault. */
export function registerCors(app: FastifyInstance, allowedOrigins: ReadonlySet<string>): void {
  app.addHook('onRequest', corsHook(allowedOrigins));
}
