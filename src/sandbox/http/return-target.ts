import type { FastifyRequest } from 'fastify';
import { CLIENT_HEADER, DESKTOP_CLIENT } from '#shared/client-header.ts';
import { DESKTOP_ORIGIN } from './cors.ts';

export const DESKTOP_CALLBACK = 'vertaislaina://auth/callback';

export interface ReturnTarget {
  /** Where the provider pages are served: the sandbox itself, or the web app's proxy. */
  pageOrigin: string;
  /** The app's identification callback, without a query. */
  returnTo: string;
}

/**
 * A web build on this machine that proxies the sandbox same-origin (web mode): its Origin is on
 * loopback, any port. This is not CORS (such an origin gets no Access-Control-Allow-Origin): a
 * cross-site page cannot start an identification here, since that takes a JSON POST, which
 * needs a preflight the sandbox refuses to all but the app's origins.
 */
const LOOPBACK_WEB_ORIGIN = /^http:\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/;

const webOrigin = (origin: string | undefined) =>
  origin !== undefined && LOOPBACK_WEB_ORIGIN.test(origin) ? origin : undefined;

/**
 * Where a provider page lives and where it sends the browser back, from the request that
 * started the identification:
 * - the desktop app (header `X-Vertaislaina-Client: desktop` or Origin `app://vertaislaina`)
 *   gets the `vertaislaina://auth/callback` deep link, and the pages on the sandbox's own URL;
 * - a web app (an allowed http(s) Origin, e.g. the web build behind its proxy) gets both the
 *   pages and `/auth/callback` on its own origin;
 * - anything else uses the sandbox's own URL (the Host header) for both.
 */
export function returnTargetOf(request: FastifyRequest): ReturnTarget {
  const origin = request.headers.origin;
  const ownOrigin = `${request.protocol}://${request.host}`;
  const desktop =
    request.headers[CLIENT_HEADER.toLowerCase()] === DESKTOP_CLIENT || origin === DESKTOP_ORIGIN;
  if (desktop) return { pageOrigin: ownOrigin, returnTo: DESKTOP_CALLBACK };
  const base = webOrigin(origin) ?? ownOrigin;
  return { pageOrigin: base, returnTo: `${base}/auth/callback` };
}

/** The return target with the provider's answer as its query. */
export function returnUrl(returnTo: string, query: Record<string, string>): string {
  return `${returnTo}?${new URLSearchParams(query).toString()}`;
}
