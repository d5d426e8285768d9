import { expect, type Locator, type Page } from '@playwright/test';
import type { DomElement } from './browser-dom.ts';

type FocusPlace = 'dialog' | 'page' | 'none';

/** Where the focus is: in the dialog, on the page behind it, or on nothing (the document). */
function focusPlace(dialog: Locator): Promise<[FocusPlace, string]> {
  return dialog.evaluate((element: DomElement): [FocusPlace, string] => {
    const active = element.ownerDocument.activeElement;
    if (!active || active === element.ownerDocument.body) return ['none', ''];
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '';
    return [element.contains(active) ? 'dialog' : 'page', `<${active.tagName}> ${name}`];
  });
}

/**
 * Presses Tab, then Shift+Tab, twice round the dialog's `controls`: the focus never reaches the
 * page behind (between the last control and the first it may rest on the document itself), and
 * every control of the dialog is reached both ways.
 */
export async function expectTabStaysIn(
  page: Page,
  dialog: Locator,
  controls: number,
): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    const reached = new Set<string>();
    for (let press = 0; press < 2 * (controls + 1); press += 1) {
      await page.keyboard.press(key);
      const [place, name] = await focusPlace(dialog);
      expect(place, `${key} took the focus to ${name}, behind the dialog`).not.toBe('page');
      if (place === 'dialog') reached.add(name);
    }
    expect(reached.size, `${key} reached ${[...reached].join(', ')}`).toBe(controls);
  }
}

/** Whether the browser's accessibility tree (what a screen reader is given) has a node so named. */
export async function exposedToScreenReaders(page: Page, name: string): Promise<boolean> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  return nodes.some((node) => !node.ignored && node.name?.value === name);
}

/** The dialog is :modal and a control on the page behind it cannot take the focus. */
export async function expectPageBehindInert(dialog: Locator, behind: Locator): Promise<void> {
  expect(await dialog.evaluate((element: DomElement) => element.matches(':modal'))).toBe(true);
  const focusable = await behind.evaluate((element: DomElement) => {
    element.focus();
    return element.ownerDocument.activeElement === element;
  });
  expect(focusable, 'a control behind the dialog took the focus').toBe(false);
}
