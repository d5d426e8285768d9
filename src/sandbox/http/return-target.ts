import type { FastifyRequest } from 'fastify';
import { CLIENT_HEADER, DESKTOP_CLIENT } from '#shared/client-header.ts';
import type { ReturnTarget } from '../domain/identity/identity-states.ts';
import { DESKTOP_ORIGIN } from './cors.ts';

/** The app's routes a provider page sends the browser back to (deep links on the desktop). */
export type ProviderCallback = 'auth/callback' | 'tink-callback';

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
 * The origin of the page that made the request: its Origin header, or for a same-origin GET
 * (which browsers send without one, e.g. the web build's `kreditz/redirect`) its Referer's.
 */
function requestOrigin(request: FastifyRequest): string | undefined {
  const origin = request.headers.origin;
  if (origin !== undefined) return origin;
  const referer = URL.parse(request.headers.referer ?? '');
  return referer === null ? undefined : referer.origin;
}

const isDesktop = (request: FastifyRequest) =>
  request.headers[CLIENT_HEADER.toLowerCase()] === DESKTOP_CLIENT ||
  requestOrigin(request) === DESKTOP_ORIGIN;

const ownOriginOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Where a provider page lives and where it sends the browser back, from the request that
 * started the identification (or the account-information visit, with `tink-callback`):
 * - the desktop app (header `X-Vertaislaina-Client: desktop` or Origin `app://vertaislaina`)
 *   gets the `vertaislaina://<callback>` deep link, and the pages on the sandbox's own URL;
 * - a web app (an allowed http(s) Origin, e.g. the web build behind its proxy) gets both the
 *   pages and `/<callback>` on its own origin;
 * - anything else uses the sandbox's own URL (the Host header) for both.
 */
export function returnTargetOf(
  request: FastifyRequest,
  callback: ProviderCallback = 'auth/callback',
): ReturnTarget {
  const ownOrigin = ownOriginOf(request);
  if (isDesktop(request)) return { pageOrigin: ownOrigin, returnTo: `vertaislaina://${callback}` };
  const base = webOrigin(requestOrigin(request)) ?? ownOrigin;
  return { pageOrigin: base, returnTo: `${base}/${callback}` };
}

/**
 * Whether an origin may receive a provider frame's messages: one of the app's CORS origins
 * (the desktop renderer, its dev server) or a web build on loopback (web mode).
 */
export const isAppOrigin = (origin: string, appOrigins: ReadonlySet<string>): boolean =>
  appOrigins.has(origin) || webOrigin(origin) !== undefined;

/**
 * The origin of the app that asked for an embedded provider frame: its Origin header when that
 * is an app origin, else the desktop renderer's for the desktop client, else the sandbox's own.
 */
export function appOriginOf(request: FastifyRequest, appOrigins: ReadonlySet<string>): string {
  const origin = requestOrigin(request);
  if (origin !== undefined && isAppOrigin(origin, appOrigins)) return origin;
  return isDesktop(request) ? DESKTOP_ORIGIN : ownOriginOf(request);
}

/** The return target with the provider's answer as its query. */
export function returnUrl(returnTo: string, query: Record<string, string>): string {
  return `${returnTo}?${new URLSearchParams(query).toString()}`;
}
