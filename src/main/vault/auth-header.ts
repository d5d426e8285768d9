import { CLIENT_HEADER, DESKTOP_CLIENT } from '#shared/client-header.ts';
import { requesterOf, type RequestSource } from './requester.ts';
import type { Tokens } from './types.ts';

/**
 * Which bearer token a request to the API gets:
 * - only requests whose origin is exactly the API origin get one (never third parties);
 * - paths under `/api/legacy/` use the legacy token when a legacy session exists;
 * - every other API path (and legacy paths without a legacy session) uses the session token;
 * - no token, no header (any Authorization the renderer set for the API origin is removed,
 *   so the only bearer the API ever sees comes from the vault).
 */
export type AuthDecision =
  | { action: 'set'; value: string }
  | { action: 'remove' }
  /** A request to the API that is not the app's: no token, and not marked as the client's. */
  | { action: 'strip' }
  | { action: 'none' };

export function authorizationFor(
  rawUrl: string,
  apiOrigin: string | null,
  tokens: Tokens,
): AuthDecision {
  if (apiOrigin === null) return { action: 'none' };
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { action: 'none' };
  }
  if (url.origin !== apiOrigin) return { action: 'none' };
  const legacyPath = url.pathname === '/api/legacy' || url.pathname.startsWith('/api/legacy/');
  const token = legacyPath && tokens.legacy ? tokens.legacy.token : tokens.token;
  return token ? { action: 'set', value: `Bearer ${token}` } : { action: 'remove' };
}

/**
 * The decision for a request that the session sees: the app's own requests (and main's) get
 * `authorizationFor`'s; any other requester's request to the API loses any Authorization.
 */
export function authorizationForRequest(
  rawUrl: string,
  apiOrigin: string | null,
  tokens: Tokens,
  source: RequestSource,
  appOrigins: readonly string[],
): AuthDecision {
  const decision = authorizationFor(rawUrl, apiOrigin, tokens);
  if (decision.action === 'none') return decision;
  return requesterOf(source, appOrigins) === 'other' ? { action: 'strip' } : decision;
}

/**
 * Applies a decision to a Chromium request-header object (case-insensitive names). Requests for
 * the API also say that they come from the desktop client.
 */
export function applyAuthorization(
  headers: Record<string, string>,
  decision: AuthDecision,
): Record<string, string> {
  if (decision.action === 'none') return headers;
  const replaced = new Set(['authorization', CLIENT_HEADER.toLowerCase()]);
  const next: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!replaced.has(name.toLowerCase())) next[name] = value;
  }
  if (decision.action === 'strip') return next;
  next[CLIENT_HEADER] = DESKTOP_CLIENT;
  if (decision.action === 'set') next.Authorization = decision.value;
  return next;
}

/** The webRequest URL filter for the API origin (Chromium match patterns ignore the port). */
export function apiUrlFilter(apiOrigin: string): string[] {
  const url = new URL(apiOrigin);
  return [`${url.protocol}//${url.hostname}/*`];
}
