import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '#shared/bridge.ts';
import type { AppLanguage } from '#shared/languages.ts';
import { buildMenuTemplate } from './menu-template.ts';

export interface AppMenuDeps {
  /** Electron's `Menu.setApplicationMenu(Menu.buildFromTemplate(template))`. */
  apply: (template: MenuItemConstructorOptions[]) => void;
  language: AppLanguage;
  platform: NodeJS.Platform;
  isDevelopment: boolean;
  /** Hands a command to the renderer (the main window's webContents). */
  send: (command: MenuCommand) => void;
}

export interface AppMenu {
  /** Rebuilds the menu in another language. */
  setLanguage(language: AppLanguage): void;
}

/** Sets the application menu now, and again whenever the language changes. */
export function installAppMenu(deps: AppMenuDeps): AppMenu {
  const actions = {
    about: () => deps.send('about'),
    customerService: () => deps.send('customer-service'),
    saveDiagnostics: () => deps.send('save-diagnostics'),
  };
  let current: AppLanguage | null = null;
  const show = (language: AppLanguage): void => {
    if (language === current) return;
    current = language;
    const { platform, isDevelopment } = deps;
    deps.apply(buildMenuTemplate({ language, platform, isDevelopment, actions }));
  };
  show(deps.language);
  return { setLanguage: show };
}
