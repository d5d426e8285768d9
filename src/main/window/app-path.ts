import { extname, resolve, sep } from 'node:path';
import { APP_HOST, APP_SCHEME } from '../origins/app-origin.ts';

/**
 * Maps an `app://vertaislaina/...` request to a file under `root` (the built renderer).
 * Traversal-safe: the decoded path must stay inside root; NUL and backslashes are refused.
 * Paths without an extension that are not files get `index.html`, so router paths like
 * `/dashboard/investor` load the app; a missing asset (`/assets/x.js`) is a 404 (null).
 */
export function resolveAppPath(
  root: string,
  requestUrl: string,
  isFile: (path: string) => boolean,
): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\')) return null;
  const base = resolve(root);
  const index = resolve(base, 'index.html');
  if (path === '/' || path === '') return index;
  const full = resolve(base, `.${path}`);
  if (!full.startsWith(base + sep)) return null;
  if (isFile(full)) return full;
  return extname(full) === '' ? index : null;
}
