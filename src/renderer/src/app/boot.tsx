import { StrictMode, startTransition } from 'react';
import type { Root } from 'react-dom/client';
import type { AppLanguage } from '#shared/languages.ts';
import type { DesktopBridge } from '#shared/bridge.ts';
import type { LanguageResources } from '../i18n/language-resources.ts';
import type { ApiClientOptions } from '../api/client.ts';
import type { preloadScreen, startApp } from './start-app.tsx';
import { nextTask } from './next-task.ts';

export interface BootDeps {
  /** The root over index.html's start-up shell, which stays until the app replaces it. */
  root: Root;
  /** Main's bridge at once in Electron; the web implementation's chunk in a browser. */
  bridge: () => Promise<DesktopBridge>;
  requestHook?: ApiClientOptions['requestHook'];
  /** The app's lazy chunk (`import('./start-app.tsx')`). */
  loadApp: () => Promise<{ startApp: typeof startApp; preloadScreen: typeof preloadScreen }>;
  loadLanguage: (language: AppLanguage) => Promise<LanguageResources>;
}

/**
 * Loads the app's chunk, the bridge, the settings' language and the session (in parallel where
 * they do not wait for each other) and replaces index.html's start-up shell with the app. The
 * shell is painted from the page itself, before any script: nothing here waits for it.
 */
export async function boot(deps: BootDeps) {
  // The window's path as it opened, before anything of the start can navigate.
  const openedAt = window.location.pathname;
  // The bridge first: the settings' language waits for it, and the app's chunks are larger.
  const loadingBridge = deps.bridge();
  const appModule = deps.loadApp();
  // The first screen's chunks as soon as the app's chunk is in, not once the router exists; in
  // the task after its evaluation, not in it: matching the route table is a task's worth of work.
  appModule.then(
    (app) => nextTask().then(() => app.preloadScreen(openedAt)),
    () => undefined,
  );
  const bridge = await loadingBridge;
  const [settings, info] = await Promise.all([bridge.settings.get(), bridge.app.info()]);
  const [{ startApp }, texts] = await Promise.all([
    appModule,
    deps.loadLanguage(settings.language),
  ]);
  const app = await startApp({
    bridge,
    settings,
    texts,
    initialPath: window.location.pathname,
    platform: info.platform,
    ...(deps.requestHook ? { requestHook: deps.requestHook } : {}),
  });
  // A transition: React renders the first screen in slices of a few milliseconds, the shell
  // staying on screen meanwhile, rather than in one long task.
  startTransition(() => {
    deps.root.render(
      <StrictMode>
        <app.App />
      </StrictMode>,
    );
  });
  return app;
}
