import { Menu, app } from 'electron';
import type { MenuCommand } from '#shared/bridge.ts';
import type { AppLanguage } from '#shared/languages.ts';
import { installAppMenu, type AppMenu } from './app-menu.ts';

/** The application menu set on Electron; its commands go to `send` (the renderer). */
export function installElectronMenu(
  language: AppLanguage,
  send: (command: MenuCommand) => void,
): AppMenu {
  return installAppMenu({
    apply: (template) => Menu.setApplicationMenu(Menu.buildFromTemplate(template)),
    language,
    platform: process.platform,
    // Reload and the developer tools only where the app is not packaged.
    isDevelopment: !app.isPackaged,
    send,
  });
}
