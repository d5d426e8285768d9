import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { APP_LANGUAGES } from '#shared/languages.ts';
import { MENU_LABEL_KEYS, MENU_LABELS } from './menu-labels.ts';
import { buildMenuTemplate, type MenuTemplateOptions } from './menu-template.ts';

type Item = MenuItemConstructorOptions;

const actions = () => ({ about: vi.fn(), customerService: vi.fn(), saveDiagnostics: vi.fn() });

function build(overrides: Partial<MenuTemplateOptions> = {}): Item[] {
  return buildMenuTemplate({
    language: 'en',
    platform: 'linux',
    isDevelopment: false,
    actions: actions(),
    ...overrides,
  });
}

const submenu = (item: Item | undefined): Item[] =>
  Array.isArray(item?.submenu) ? item.submenu : [];

/** Every item, depth first. */
const flatten = (items: Item[]): Item[] => items.flatMap((i) => [i, ...flatten(submenu(i))]);
const roles = (items: Item[]) => flatten(items).flatMap((i) => (i.role ? [i.role] : []));
const labels = (items: Item[]) => items.map((i) => i.label);
const byLabel = (items: Item[], label: string) => flatten(items).find((i) => i.label === label);
const click = (item: Item | undefined) =>
  (item?.click as (() => void) | undefined)?.call(undefined);

const PLATFORMS = ['linux', 'win32', 'darwin'] as const;

describe('buildMenuTemplate', () => {
  it('has File, Edit, View, Window and Help on Windows and Linux, each with its Alt key', () => {
    for (const platform of ['linux', 'win32'] as const) {
      expect(labels(build({ platform }))).toEqual(['&File', '&Edit', '&View', '&Window', '&Help']);
    }
  });

  it('puts the app menu first on macOS, without mnemonic markers', () => {
    const template = build({ platform: 'darwin' });
    expect(labels(template)).toEqual(['Vertaislaina', 'File', 'Edit', 'View', 'Window', 'Help']);
    expect(roles(submenu(template[0]))).toEqual([
      'services',
      'hide',
      'hideOthers',
      'unhide',
      'quit',
    ]);
    expect(submenu(template[0])[0]?.label).toBe('About Vertaislaina');
    expect(flatten(template).some((i) => i.label?.includes('&'))).toBe(false);
  });

  it.each(PLATFORMS)(
    'uses the standard roles for editing, zoom and the window on %s',
    (platform) => {
      const r = roles(build({ platform }));
      for (const role of ['undo', 'redo', 'cut', 'copy', 'paste', 'selectAll'] as const)
        expect(r).toContain(role);
      for (const role of [
        'resetZoom',
        'zoomIn',
        'zoomOut',
        'togglefullscreen',
        'minimize',
      ] as const)
        expect(r).toContain(role);
      expect(r).toContain(platform === 'darwin' ? 'zoom' : 'close');
      // Paste and match style would paste without asking the page: not offered.
      expect(r).not.toContain('pasteAndMatchStyle');
    },
  );

  it('also zooms in with Ctrl/Cmd+= (Plus needs Shift on most keyboards)', () => {
    const zoomIns = flatten(build()).filter((i) => i.role === 'zoomIn');
    expect(zoomIns.map((i) => i.accelerator)).toEqual([undefined, 'CommandOrControl+=']);
    expect(zoomIns[1]).toMatchObject({ visible: false, acceleratorWorksWhenHidden: true });
  });

  it.each(PLATFORMS)('has no reload or developer tools outside development on %s', (platform) => {
    const packaged = roles(build({ platform, isDevelopment: false }));
    for (const role of ['reload', 'forceReload', 'toggleDevTools'] as const)
      expect(packaged).not.toContain(role);
    const development = roles(build({ platform, isDevelopment: true }));
    for (const role of ['reload', 'forceReload', 'toggleDevTools'] as const)
      expect(development).toContain(role);
  });

  it.each(PLATFORMS)('runs the injected actions from Help (and the app menu) on %s', (platform) => {
    const spies = actions();
    const template = build({ platform, actions: spies });
    const help = submenu(template.at(-1));
    click(help.find((i) => i.label === 'Customer service'));
    click(help.find((i) => i.label === 'Save diagnostics…'));
    click(byLabel(template, 'About Vertaislaina'));
    expect(spies.customerService).toHaveBeenCalledOnce();
    expect(spies.saveDiagnostics).toHaveBeenCalledOnce();
    expect(spies.about).toHaveBeenCalledOnce();
    if (platform !== 'darwin') expect(help[0]?.label).toBe('About Vertaislaina');
  });

  it.each(APP_LANGUAGES.flatMap((l) => PLATFORMS.map((p) => [l, p] as const)))(
    'labels every item but separators in %s on %s, from that language’s table',
    (language, platform) => {
      const items = flatten(
        buildMenuTemplate({ language, platform, isDevelopment: true, actions: actions() }),
      );
      const table = new Set(Object.values(MENU_LABELS[language]).map((t) => t.replace('&', '')));
      for (const item of items.filter((i) => i.type !== 'separator')) {
        expect(item.label, JSON.stringify(item)).toBeTruthy();
        if (item.label !== 'Vertaislaina') expect(table).toContain(item.label?.replace('&', ''));
      }
    },
  );

  it('gives each language’s top-level menus distinct Alt keys', () => {
    for (const language of APP_LANGUAGES) {
      const keys = labels(build({ language })).map((l) => l?.match(/&(.)/)?.[1]?.toLowerCase());
      expect(keys.every(Boolean), language).toBe(true);
      expect(new Set(keys).size, language).toBe(keys.length);
    }
  });
});

describe('MENU_LABELS', () => {
  it('translates every label in all four languages', () => {
    for (const language of APP_LANGUAGES) {
      expect(Object.keys(MENU_LABELS[language]).sort()).toEqual([...MENU_LABEL_KEYS].sort());
      for (const key of MENU_LABEL_KEYS) expect(MENU_LABELS[language][key].trim()).not.toBe('');
    }
  });

  it('says each item differently from English in fi, sv and de (nothing left untranslated)', () => {
    // Developer words may coincide, but not the menus people use.
    const allowedSame = new Set(['zoom']);
    for (const language of ['fi', 'sv', 'de'] as const) {
      const same = MENU_LABEL_KEYS.filter(
        (key) => !allowedSame.has(key) && MENU_LABELS[language][key] === MENU_LABELS.en[key],
      );
      expect(same, language).toEqual([]);
    }
  });
});
