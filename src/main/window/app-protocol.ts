import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { net, protocol } from 'electron';
import { resolveAppPath } from './app-path.ts';
import { APP_SCHEME } from '../origins/app-origin.ts';

/** Must run before `app` is ready: `app://` behaves like https (standard, secure, fetch, code cache). */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
    },
  ]);
}

const isFile = (path: string): boolean => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** Serves the built renderer from `root` with the CSP on every response. */
export function serveRenderer(root: string, csp: () => string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const headers = {
      'Content-Security-Policy': csp(),
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Opener-Policy': 'same-origin',
    };
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers });
    }
    const file = resolveAppPath(root, request.url, isFile);
    if (file === null) return new Response('Not found', { status: 404, headers });
    const response = await net.fetch(pathToFileURL(file).toString());
    const merged = new Headers(response.headers);
    for (const [name, value] of Object.entries(headers)) merged.set(name, value);
    return new Response(response.body, { status: response.status, headers: merged });
  });
}
