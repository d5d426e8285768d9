import { BrowserWindow, type App } from 'electron';
import { join } from 'node:path';
import type { DeepLinkRouter } from '../deep-links/router.ts';
import { APP_ORIGIN } from '../origins/app-origin.ts';
import type { SettingsService } from '../settings/service.ts';
import { createMainWindow } from './browser-window.ts';

/** The main window while there is one; the services that talk to the renderer read it. */
export interface MainWindowHolder {
  window: BrowserWindow | null;
}

/** Brings the main window forward, restored, when there is one (a second launch handed over). */
export function focusMainWindow(holder: MainWindowHolder): void {
  const window = holder.window;
  if (window === null) return;
  if (window.isMinimized()) window.restore();
  window.focus();
}

/**
 * Opens the main window, and again when macOS re-activates the app with none; quits when the
 * last one closes (except on macOS). Deep links are queued while its renderer (re)loads.
 */
export function openMainWindow(
  holder: MainWindowHolder,
  deps: {
    app: App;
    /** The built main process's folder (out/main). */
    here: string;
    devServerUrl: string | null;
    settings: SettingsService;
    deepLinks: DeepLinkRouter;
  },
): void {
  const create = (): void => {
    const window = createMainWindow({
      preloadPath: join(deps.here, '../preload/index.cjs'),
      packaged: deps.app.isPackaged,
      rendererUrl: deps.devServerUrl ?? `${APP_ORIGIN}/`,
      bounds: deps.settings.windowBounds(),
      onBoundsChanged: (bounds) => deps.settings.setWindowBounds(bounds),
    });
    holder.window = window;
    // A reload or a crash loses the renderer's listeners: queue links until it is ready again.
    window.webContents.on('did-start-navigation', (details) => {
      if (details.isMainFrame && !details.isSameDocument) deps.deepLinks.detach();
    });
    window.on('closed', () => {
      deps.deepLinks.detach();
      if (holder.window === window) holder.window = null;
    });
  };
  create();
  deps.app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) create();
  });
  deps.app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') deps.app.quit();
  });
}
