import { expect, type Locator, type Page } from '@playwright/test';
import type { BrowserWindow, DomElement, DomSelect } from './browser-dom.ts';

/** Whether the element has the focus of its own document and that document has the page's. */
function isFocused(locator: Locator): Promise<boolean> {
  return locator
    .evaluate(
      (element: DomElement) =>
        element.ownerDocument.activeElement === element && element.ownerDocument.hasFocus(),
    )
    .catch(() => false);
}

/** A short description of what has the focus now, for a failure message. */
async function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = (globalThis as unknown as BrowserWindow).document.activeElement;
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}> "${name ?? ''}"`;
  });
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until the locator has the focus, at most `max` times;
 * fails naming the locator and what had the focus instead. The keyboard-only way to reach a
 * control, so a test that uses it proves the control is in the tab order.
 */
export async function tabTo(
  page: Page,
  locator: Locator,
  { max = 40, backwards = false }: { max?: number; backwards?: boolean } = {},
): Promise<void> {
  await expect(locator.first()).toBeAttached();
  const key = backwards ? 'Shift+Tab' : 'Tab';
  for (let presses = 0; presses < max; presses += 1) {
    if (await isFocused(locator)) return;
    await page.keyboard.press(key);
  }
  if (await isFocused(locator)) return;
  throw new Error(
    `${key} pressed ${max} times never focused ${locator.toString()}; the focus is on ${await focusedElement(page)}`,
  );
}

/** Tabs to a button or link and presses Enter on it. */
export async function activate(page: Page, locator: Locator, max?: number): Promise<void> {
  await tabTo(page, locator, max === undefined ? {} : { max });
  await page.keyboard.press('Enter');
}

/** Tabs to a field, selects what it holds and types the text. */
export async function typeInto(
  page: Page,
  field: Locator,
  text: string,
  max?: number,
): Promise<void> {
  await tabTo(page, field, max === undefined ? {} : { max });
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/** Tabs to a checkbox and ticks it with Space. */
export async function check(page: Page, box: Locator, max?: number): Promise<void> {
  await tabTo(page, box, max === undefined ? {} : { max });
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
}

/**
 * Tabs to a select and moves through its options with the arrow keys to the one with that label
 * or value (the arrows choose on a closed select, as for a keyboard user).
 */
export async function chooseOption(
  page: Page,
  select: Locator,
  option: { label: string } | { value: string },
): Promise<void> {
  await tabTo(page, select);
  const [target, current] = await select.evaluate((element: DomSelect, wanted) => {
    const options = [...element.options];
    const index = options.findIndex((candidate) =>
      'label' in wanted ? candidate.text.trim() === wanted.label : candidate.value === wanted.value,
    );
    return [index, element.selectedIndex];
  }, option);
  if (target < 0) throw new Error(`${select.toString()} has no option ${JSON.stringify(option)}`);
  const key = target < current ? 'ArrowUp' : 'ArrowDown';
  for (let moves = 0; moves < Math.abs(target - current); moves += 1) {
    await page.keyboard.press(key);
  }
  await expect
    .poll(() => select.evaluate((element: DomSelect) => element.selectedIndex))
    .toBe(target);
}

/** Tabs into a radio group (its first radio) and moves with ArrowDown until `radio` is checked. */
export async function chooseRadio(page: Page, group: Locator, radio: Locator): Promise<void> {
  await tabTo(page, group.getByRole('radio').first());
  await page.keyboard.press('Space');
  const count = await group.getByRole('radio').count();
  for (let moves = 0; moves < count && !(await radio.isChecked()); moves += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(radio).toBeChecked();
}
