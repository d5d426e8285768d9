import type { DesktopBridge } from '#shared/bridge.ts';
import { createWebAuthHook, type ApiRequestHook } from './web-auth.ts';
import { createWebBridge } from './web-bridge.ts';

let bridge: DesktopBridge | undefined;

/** `window.desktop` in Electron, else the web implementation (created once). */
export function getBridge(): DesktopBridge {
  bridge ??= window.desktop ?? createWebBridge(window);
  return bridge;
}

/**
 * The request hook the API client installs: in web mode it adds the bearer token; in Electron
 * there is none, because main adds the header and the renderer never holds the token.
 */
export function getApiRequestHook(): ApiRequestHook | undefined {
  return window.desktop ? undefined : createWebAuthHook(window.sessionStorage);
}
