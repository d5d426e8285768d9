const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** http is allowed only to these hosts: nothing crosses a network in the clear. */
export const isLoopbackHostname = (hostname: string): boolean => LOOPBACK_HOSTS.has(hostname);

/**
 * A configured URL the app will trust with a token or run code from: https, or http on
 * loopback only; no credentials, query or fragment. Null when it is none of that.
 */
function parseSecureUrl(raw: unknown): URL | null {
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.search !== '' || url.hash !== '') return null;
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && isLoopbackHostname(url.hostname)) return url;
  return null;
}

/**
 * Normalises an API base URL to its origin: a bearer token must never cross a network in the
 * clear, and no path other than `/` (the API paths are `api/...` from the origin).
 */
export function normaliseApiBaseUrl(raw: unknown): string | null {
  const url = parseSecureUrl(raw);
  if (url === null || (url.pathname !== '/' && url.pathname !== '')) return null;
  return url.origin;
}

/**
 * Normalises an update feed URL (the generic provider's base: it reads `latest.yml` below it):
 * an update is code the app will run. A path is allowed.
 */
export function normaliseUpdateFeedUrl(raw: unknown): string | null {
  return parseSecureUrl(raw)?.href ?? null;
}
