import type { DesktopBridge } from '#shared/bridge.ts';
import { createWebAuthHook, type ApiRequestHook } from './web-auth.ts';

let bridge: Promise<DesktopBridge> | undefined;

/**
 * `window.desktop` in Electron, else the web implementation (created once). That one is a chunk
 * of its own (with its input schemas, zod): Electron never loads it, and a browser loads it
 * beside the app's chunk instead of before the first paint.
 */
export function loadBridge(): Promise<DesktopBridge> {
  bridge ??= window.desktop
    ? Promise.resolve(window.desktop)
    : import('./web-bridge.ts').then((web) => web.createWebBridge(window));
  return bridge;
}

/**
 * The request hook the API client installs: in web mode it adds the bearer token; in Electron
 * there is none, because main adds the header and the renderer never holds the token.
 */
export function getApiRequestHook(): ApiRequestHook | undefined {
  return window.desktop ? undefined : createWebAuthHook(window.sessionStorage);
}
