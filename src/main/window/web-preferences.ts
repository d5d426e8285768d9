import type { WebPreferences } from 'electron';

/**
 * The main window's web preferences. Security defaults: context isolation, the Chromium
 * sandbox, no Node in the page or its frames and workers, no webviews, no middle-click
 * (auxclick) handlers that could open links around the navigation guard. A packaged app has
 * no DevTools: their Network panel would show the Authorization header main adds.
 */
export function mainWindowPreferences(preloadPath: string, packaged: boolean): WebPreferences {
  return {
    preload: preloadPath,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webviewTag: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    safeDialogs: true,
    disableBlinkFeatures: 'Auxclick',
    devTools: !packaged,
  };
}
