import { DEEP_LINK_SCHEME } from './deep-links.ts';
import type { DeepLink, DeepLinkKind, ParsedDeepLink } from './deep-links.ts';

/**
 * Parses a raw `vertaislaina://` link into one of the allowed routes.
 *
 * Rules (anything else is `unknown` with a reason, never a throw):
 * - at most MAX_DEEP_LINK_LENGTH characters; scheme exactly `vertaislaina:` followed by `//`;
 * - no user name, password, port or fragment;
 * - the route is host + path as `new URL()` gives them (`vertaislaina://auth/callback` is host
 *   `auth`, path `/callback`; `vertaislaina:///auth/callback` is accepted too) and must equal an
 *   allowed route exactly, both in the raw text and after parsing (no dot segments, `//`,
 *   percent-encoding or case games); one trailing `/` is tolerated because some OSes add it;
 * - only the route's allowed query parameters are delivered; other parameters are dropped;
 *   a parameter given twice makes the whole link `unknown` (parameter pollution);
 * - values must not contain control characters; required parameters must be present.
 */
export const MAX_DEEP_LINK_LENGTH = 2048;

interface RouteRule {
  params: readonly string[];
  required: readonly string[];
}

export const DEEP_LINK_RULES: Record<DeepLinkKind, RouteRule> = {
  'auth/callback': {
    params: ['code', 'state', 'session_state', 'status', 'error'],
    required: ['state'],
  },
  'tink-callback': { params: ['code', 'state', 'error'], required: ['state'] },
  'onfido/redirect': { params: ['state'], required: ['state'] },
};

function isKind(route: string): route is DeepLinkKind {
  return Object.prototype.hasOwnProperty.call(DEEP_LINK_RULES, route);
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

const unknown = (reason: string): ParsedDeepLink => ({ kind: 'unknown', reason });

export function parseDeepLink(raw: string): ParsedDeepLink {
  if (typeof raw !== 'string') return unknown('not-a-string');
  if (raw.length > MAX_DEEP_LINK_LENGTH) return unknown('too-long');
  const prefix = `${DEEP_LINK_SCHEME}://`;
  if (raw.slice(0, prefix.length).toLowerCase() !== prefix) return unknown('scheme');
  if (raw.includes('#')) return unknown('fragment');
  if (CONTROL.test(raw) || raw.includes(' ')) return unknown('control-character');

  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return unknown('malformed');
  }
  if (url.protocol !== `${DEEP_LINK_SCHEME}:`) return unknown('scheme');
  const authority = raw.slice(prefix.length).split(/[/?]/)[0] ?? '';
  if (url.username !== '' || url.password !== '' || authority.includes('@'))
    return unknown('credentials');
  if (url.port !== '') return unknown('port');
  if (url.hash !== '') return unknown('fragment');

  // Exact matching on the raw text, so dot segments, `//` and percent-encoding cannot sneak a
  // route past the table after URL normalisation.
  const queryAt = raw.indexOf('?');
  let route = raw.slice(prefix.length, queryAt === -1 ? undefined : queryAt);
  if (route.startsWith('/')) route = route.slice(1);
  if (route.endsWith('/')) route = route.slice(0, -1);
  if (!isKind(route)) return unknown('route');
  const parsedRoute = url.host === '' ? url.pathname.slice(1) : url.host + url.pathname;
  if (parsedRoute !== route && parsedRoute !== `${route}/`) return unknown('route');
  const rule = DEEP_LINK_RULES[route];

  const params: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [key, value] of url.searchParams) {
    if (seen.has(key)) return unknown('duplicate-parameter');
    seen.add(key);
    if (!rule.params.includes(key)) continue;
    if (CONTROL.test(value)) return unknown('control-character');
    params[key] = value;
  }
  for (const key of rule.required) {
    if (params[key] === undefined || params[key] === '') return unknown('missing-parameter');
  }
  // The rule table guarantees the parameter names match the route's member of the union.
  return { kind: route, ...params } as DeepLink;
}

/** The query string the renderer navigates with (`?a=1&b=2`), in a stable order. */
export function deepLinkQuery(link: DeepLink): string {
  const search = new URLSearchParams();
  for (const key of DEEP_LINK_RULES[link.kind].params) {
    const value = (link as Record<string, string | undefined>)[key];
    if (value !== undefined) search.set(key, value);
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** The part of a link that is safe to log: scheme, host and path, never the query or fragment. */
export function redactDeepLink(raw: string): string {
  const cut = raw.search(/[?#]/);
  const head = cut === -1 ? raw : raw.slice(0, cut);
  // eslint-disable-next-line no-control-regex
  return head.slice(0, 100).replace(/[\u0000-\u001f\u007f-\u009f]/g, '?');
}

/** Which routes carry a `state` that this app registered and must consume (bank callbacks). */
export function requiresRegisteredState(kind: DeepLinkKind): boolean {
  return kind !== 'onfido/redirect';
}
