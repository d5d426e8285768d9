import { fail, ok } from '#shared/result.ts';
import type { Result } from '#shared/result.ts';

const API_PATH = /^api(\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;
const MAX_PATH = 512;
const MAX_QUERY_ENTRIES = 32;
const MAX_QUERY_TEXT = 512;

/**
 * Resolves a relative `api/...` path (an endpoint path as src/shared/api describes it) against the API origin.
 * Absolute URLs, schemes, `..`/`.` segments, empty segments, percent-encoding, backslashes,
 * and query or fragment text inside the path are refused; query values go through `query`.
 */
export function resolveApiUrl(
  apiOrigin: string,
  apiPath: unknown,
  query?: Record<string, string>,
): Result<URL, 'invalid'> {
  if (typeof apiPath !== 'string' || apiPath.length > MAX_PATH || !API_PATH.test(apiPath)) {
    return fail('invalid');
  }
  if (apiPath.split('/').some((segment) => segment === '.' || segment === '..')) {
    return fail('invalid');
  }
  let url: URL;
  try {
    url = new URL(`/${apiPath}`, apiOrigin);
  } catch {
    return fail('invalid');
  }
  if (url.origin !== new URL(apiOrigin).origin || url.pathname !== `/${apiPath}`) {
    return fail('invalid');
  }
  const entries = Object.entries(query ?? {});
  if (entries.length > MAX_QUERY_ENTRIES) return fail('invalid');
  for (const [key, value] of entries) {
    if (typeof value !== 'string' || key.length > MAX_QUERY_TEXT || value.length > MAX_QUERY_TEXT) {
      return fail('invalid');
    }
    url.searchParams.set(key, value);
  }
  return ok(url);
}
