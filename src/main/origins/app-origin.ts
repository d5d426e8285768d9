/** The renderer's origin in production: a privileged, standard custom scheme. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'vertaislaina';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

/**
 * `app://vertaislaina/...` → `app://vertaislaina`; http(s) → its origin; anything else → null.
 * Node's URL gives origin "null" for custom schemes, so build it the way Chromium does.
 */
export function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol === 'http:' || parsed.protocol === 'https:') return parsed.origin;
  if (parsed.protocol === `${APP_SCHEME}:` && parsed.host !== '')
    return `${APP_SCHEME}://${parsed.host}`;
  return null;
}
