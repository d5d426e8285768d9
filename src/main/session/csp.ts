import { KREDITZ_FRAME_ORIGIN } from '#shared/kreditz-origin.ts';

/**
 * The origins the renderer may frame: the real bank-data provider (Kreditz), and the embedded
 * sandbox, whose simulated provider pages are framed instead. Nothing else.
 */
export function rendererFrameOrigins(embeddedSandboxOrigin: string | null): string[] {
  return embeddedSandboxOrigin
    ? [embeddedSandboxOrigin, KREDITZ_FRAME_ORIGIN]
    : [KREDITZ_FRAME_ORIGIN];
}

export interface CspOptions {
  /** The API origin the renderer talks to (the gateway or the embedded sandbox). */
  apiOrigin: string | null;
  /** Origins allowed in frames (rendererFrameOrigins). */
  frameOrigins: readonly string[];
  /** The electron-vite dev server origin in development, else null. */
  devServerOrigin: string | null;
}

/**
 * The renderer's Content-Security-Policy. Scripts only from our own origin; network only to
 * ourselves and the API. In development the React refresh preamble is an inline script and
 * HMR uses a websocket to the dev server, so those two are allowed there and only there.
 */
export function contentSecurityPolicy(options: CspOptions): string {
  const dev = options.devServerOrigin;
  const connect = ["'self'"];
  if (options.apiOrigin) connect.push(options.apiOrigin);
  if (dev) connect.push(dev.replace(/^http/, 'ws'));
  const directives: Record<string, string[]> = {
    'default-src': ["'none'"],
    'script-src': dev ? ["'self'", "'unsafe-inline'"] : ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': connect,
    'frame-src': options.frameOrigins.length > 0 ? [...options.frameOrigins] : ["'none'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}
