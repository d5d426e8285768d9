const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** http is allowed only to these hosts: nothing crosses a network in the clear. */
export const isLoopbackHostname = (hostname: string): boolean => LOOPBACK_HOSTS.has(hostname);

/**
 * Normalises an API base URL to its origin. https is required, except on loopback (the sandbox,
 * a local gateway): a bearer token must never cross a network in the clear. No credentials, no
 * path other than `/`, no query or fragment — the API paths are `api/...` from the origin.
 */
export function normaliseApiBaseUrl(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.search !== '' || url.hash !== '') return null;
  if (url.pathname !== '/' && url.pathname !== '') return null;
  if (url.protocol === 'https:') return url.origin;
  if (url.protocol === 'http:' && isLoopbackHostname(url.hostname)) return url.origin;
  return null;
}
