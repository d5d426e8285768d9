import { Menu, app, type BrowserWindow } from 'electron';
import { CHANNELS } from '#shared/bridge.ts';
import type { AppLanguage } from '#shared/languages.ts';
import { sendEvent } from '../ipc/typed-ipc.ts';
import { installAppMenu, type AppMenu } from './app-menu.ts';

/** The application menu set on Electron; its commands go to the main window's renderer. */
export function installElectronMenu(
  language: AppLanguage,
  mainWindow: () => BrowserWindow | null,
): AppMenu {
  return installAppMenu({
    apply: (template) => Menu.setApplicationMenu(Menu.buildFromTemplate(template)),
    language,
    platform: process.platform,
    // Reload and the developer tools only where the app is not packaged.
    isDevelopment: !app.isPackaged,
    send: (command) =>
      sendEvent(mainWindow()?.webContents ?? null, CHANNELS.appMenuCommand, command),
  });
}
