import { isLoopbackHostname } from './api-base-url.ts';

/**
 * Normalises an update feed URL (the generic provider's base: it reads `latest.yml` below it).
 * https is required, except on loopback (a feed served on this machine): an update is code the
 * app will run. No credentials, query or fragment; a path is allowed.
 */
export function normaliseUpdateFeedUrl(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.trim() === '' || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.username !== '' || url.password !== '') return null;
  if (url.search !== '' || url.hash !== '') return null;
  if (url.protocol === 'https:') return url.href;
  if (url.protocol === 'http:' && isLoopbackHostname(url.hostname)) return url.href;
  return null;
}
