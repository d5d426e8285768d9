import type { FetchLike, FetchResponse } from './ports.ts';

/** As many hops as a browser's fetch follows is far more than any feed needs. */
export const MAX_REDIRECTS = 10;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export type Followed =
  { ok: true; response: FetchResponse } | { ok: false; refused: string; location: URL | null };

/**
 * GETs `url`, following redirects one hop at a time, each hop only where `allowed` says: the
 * same rule after a redirect as before it, so a redirect cannot take a request off https or to
 * another host. A refused hop is never requested. Network errors reject, as `fetch` does.
 */
export async function fetchFollowing(
  fetch: FetchLike,
  url: URL,
  init: { signal: AbortSignal; headers: Record<string, string> },
  allowed: (url: URL) => boolean,
): Promise<Followed> {
  let current = url;
  for (let hop = 0; ; hop++) {
    const response = await fetch(current.href, { ...init, redirect: 'manual' });
    if (!REDIRECT_STATUSES.has(response.status)) return { ok: true, response };
    await response.body?.cancel().catch(() => {});
    if (hop === MAX_REDIRECTS) return { ok: false, refused: 'too many redirects', location: null };
    const location = response.headers.get('location');
    let next: URL | null = null;
    try {
      if (location !== null && location !== '') next = new URL(location, current);
    } catch {
      // An unparsable location is refused below like a missing one.
    }
    if (next === null) {
      return { ok: false, refused: 'a redirect without a usable location', location: null };
    }
    if (!allowed(next))
      return { ok: false, refused: 'a redirect it may not follow', location: next };
    current = next;
  }
}
