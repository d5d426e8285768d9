import type { MenuItemConstructorOptions } from 'electron';
import type { AppLanguage } from '#shared/languages.ts';
import { MENU_LABELS, type MenuLabelKey } from './menu-labels.ts';

/** What the app's own menu items do; main injects them (index.ts). */
export interface MenuActions {
  about(): void;
  customerService(): void;
  saveDiagnostics(): void;
}

export interface MenuTemplateOptions {
  language: AppLanguage;
  platform: NodeJS.Platform;
  /** Not packaged: the View menu adds reload and the developer tools. */
  isDevelopment: boolean;
  actions: MenuActions;
}

type Item = MenuItemConstructorOptions;

/**
 * The application menu as Electron's template: standard roles (their shortcuts and behaviour come
 * from Electron, so Paste fires the page's `paste` event like Ctrl+V does, and a field that blocks
 * pasting blocks the menu too) with labels in the app's language, and the app's own actions.
 * macOS gets its app menu first; elsewhere `&` gives each top-level menu its Alt key.
 */
export function buildMenuTemplate(options: MenuTemplateOptions): Item[] {
  const { platform, isDevelopment, actions } = options;
  const mac = platform === 'darwin';
  const texts = MENU_LABELS[options.language];
  // Chromium's macOS menus show no mnemonics: drop the marker there.
  const label = (key: MenuLabelKey): string => (mac ? texts[key].replace('&', '') : texts[key]);
  const role = (r: NonNullable<Item['role']>, key: MenuLabelKey): Item => ({
    role: r,
    label: label(key),
  });
  const separator: Item = { type: 'separator' };
  const about: Item = { label: label('about'), click: () => actions.about() };

  const appMenu: Item = {
    label: 'Vertaislaina',
    submenu: [
      about,
      separator,
      role('services', 'services'),
      separator,
      role('hide', 'hide'),
      role('hideOthers', 'hideOthers'),
      role('unhide', 'unhide'),
      separator,
      role('quit', 'quit'),
    ],
  };
  const file: Item = {
    label: label('file'),
    submenu: [mac ? role('close', 'close') : role('quit', 'exit')],
  };
  const edit: Item = {
    label: label('edit'),
    submenu: [
      role('undo', 'undo'),
      role('redo', 'redo'),
      separator,
      role('cut', 'cut'),
      role('copy', 'copy'),
      role('paste', 'paste'),
      role('delete', 'delete'),
      separator,
      role('selectAll', 'selectAll'),
    ],
  };
  const development: Item[] = isDevelopment
    ? [
        role('reload', 'reload'),
        role('forceReload', 'forceReload'),
        role('toggleDevTools', 'toggleDevTools'),
        separator,
      ]
    : [];
  const view: Item = {
    label: label('view'),
    submenu: [
      ...development,
      role('resetZoom', 'resetZoom'),
      role('zoomIn', 'zoomIn'),
      // The role's own shortcut is Ctrl/Cmd+Plus, which needs Shift on most layouts.
      {
        ...role('zoomIn', 'zoomIn'),
        accelerator: 'CommandOrControl+=',
        visible: false,
        acceleratorWorksWhenHidden: true,
      },
      role('zoomOut', 'zoomOut'),
      separator,
      role('togglefullscreen', 'toggleFullScreen'),
    ],
  };
  const window: Item = {
    label: label('window'),
    // macOS lists the open windows in the menu with this role.
    ...(mac ? { role: 'window' as const } : {}),
    submenu: mac
      ? [role('minimize', 'minimize'), role('zoom', 'zoom'), separator, role('front', 'front')]
      : [role('minimize', 'minimize'), role('close', 'close')],
  };
  const help: Item = {
    label: label('help'),
    role: 'help',
    submenu: [
      ...(mac ? [] : [about, separator]),
      { label: label('customerService'), click: () => actions.customerService() },
      { label: label('saveDiagnostics'), click: () => actions.saveDiagnostics() },
    ],
  };
  return [...(mac ? [appMenu] : []), file, edit, view, window, help];
}
