import { DEEP_LINK_ROUTE, type DeepLink } from '#shared/deep-links.ts';

/** The renderer path (with query) a deep link is delivered to. */
export function deepLinkPath(link: DeepLink): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(link)) {
    if (key !== 'kind' && typeof value === 'string') query.set(key, value);
  }
  const search = query.toString();
  return `${DEEP_LINK_ROUTE[link.kind]}${search ? `?${search}` : ''}`;
}
