import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import type { MenuCommand } from '#shared/bridge.ts';
import { installAppMenu } from './app-menu.ts';

type Item = MenuItemConstructorOptions;

function setup() {
  const applied: Item[][] = [];
  const sent: MenuCommand[] = [];
  const menu = installAppMenu({
    apply: (template) => applied.push(template),
    language: 'fi',
    platform: 'linux',
    isDevelopment: false,
    send: (command) => sent.push(command),
  });
  return { menu, applied, sent };
}

const topLabels = (template: Item[] | undefined) => template?.map((i) => i.label);
const helpItems = (template: Item[] | undefined) => (template?.at(-1)?.submenu ?? []) as Item[];

describe('installAppMenu', () => {
  it('sets the menu at once in the settings’ language', () => {
    const { applied } = setup();
    expect(applied).toHaveLength(1);
    expect(topLabels(applied[0])).toEqual(['&Tiedosto', '&Muokkaa', '&Näytä', '&Ikkuna', '&Ohje']);
  });

  it('rebuilds it when the language changes, and only then', () => {
    const { menu, applied } = setup();
    menu.setLanguage('de');
    menu.setLanguage('de');
    expect(applied).toHaveLength(2);
    expect(topLabels(applied[1])).toEqual([
      '&Datei',
      '&Bearbeiten',
      '&Ansicht',
      '&Fenster',
      '&Hilfe',
    ]);
  });

  it('sends About, Customer service and Save diagnostics… to the renderer as commands', () => {
    const { applied, sent } = setup();
    for (const item of helpItems(applied[0])) {
      (item.click as (() => void) | undefined)?.call(undefined);
    }
    expect(sent).toEqual(['about', 'customer-service', 'save-diagnostics']);
  });
});

vi.mock('electron', () => {
  throw new Error('the menu’s logic must not load Electron');
});
