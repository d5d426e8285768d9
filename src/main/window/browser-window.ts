import { BrowserWindow, screen } from 'electron';
import type { WindowBounds } from '../settings/user-settings.ts';
import { mainWindowPreferences } from './web-preferences.ts';

export interface MainWindowOptions {
  preloadPath: string;
  /** A packaged app: no DevTools. */
  packaged: boolean;
  /** `app://vertaislaina/` in production, the electron-vite dev server URL in development. */
  rendererUrl: string;
  bounds: WindowBounds | null;
  onBoundsChanged: (bounds: WindowBounds) => void;
}

/** Restored bounds only if they still touch a display (monitors come and go). */
function visibleBounds(bounds: WindowBounds | null): WindowBounds {
  const fallback = { width: 1280, height: 860 };
  if (bounds === null) return fallback;
  if (bounds.x === undefined || bounds.y === undefined)
    return { width: bounds.width, height: bounds.height };
  const area = screen.getDisplayMatching({
    x: bounds.x,
    y: bounds.y,
    width: bounds.width,
    height: bounds.height,
  }).workArea;
  const overlaps =
    bounds.x < area.x + area.width &&
    bounds.x + bounds.width > area.x &&
    bounds.y < area.y + area.height &&
    bounds.y + bounds.height > area.y;
  return overlaps ? bounds : { width: bounds.width, height: bounds.height };
}

/**
 * The one window, with the security defaults of mainWindowPreferences; shown only when ready.
 * Navigation, new windows and permissions are guarded for every webContents in index.ts
 * (`web-contents-created`) and on the session.
 */
export function createMainWindow(options: MainWindowOptions): BrowserWindow {
  // Electronegativity reads only a literal webPreferences here; ours come from
  // mainWindowPreferences (web-preferences.ts, whose test checks each of these settings).
  // prettier-ignore
  const window = new BrowserWindow({ // eng-disable CONTEXT_ISOLATION_JS_CHECK SANDBOX_JS_CHECK AUXCLICK_JS_CHECK
    ...visibleBounds(options.bounds),
    minWidth: 400,
    minHeight: 300,
    show: false,
    backgroundColor: '#ffffff',
    autoHideMenuBar: true,
    webPreferences: mainWindowPreferences(options.preloadPath, options.packaged),
  });
  window.once('ready-to-show', () => window.show());
  window.on('close', () => {
    const { x, y, width, height } = window.getNormalBounds();
    options.onBoundsChanged({ x, y, width: Math.max(width, 400), height: Math.max(height, 300) });
  });
  void window.loadURL(options.rendererUrl);
  return window;
}
