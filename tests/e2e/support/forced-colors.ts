import { expect, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import type { BrowserWindow, DomElement } from './browser-dom.ts';

/**
 * What a control looks like in forced colours (Windows high contrast), read from its pixels:
 * there the browser replaces the page's colours with a few system ones and drops gradients and
 * background colours, so a control drawn only with those turns into one flat patch of Canvas.
 */

/** A part of an image: columns from `x`, `width` wide, rows from `y`, `height` high. */
interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How many distinct colours a PNG has (in `region`, or all of it), counting up to `enough`. */
export function distinctColours(png: Buffer, region?: Region, enough = 16): number {
  const image = PNG.sync.read(png);
  const { x, y, width, height } = region ?? {
    x: 0,
    y: 0,
    width: image.width,
    height: image.height,
  };
  const seen = new Set<number>();
  for (let row = Math.round(y); row < Math.round(y + height) && row < image.height; row += 1) {
    for (let column = Math.round(x); column < Math.round(x + width); column += 1) {
      if (column >= image.width || seen.size >= enough) break;
      seen.add(image.data.readUInt32BE(4 * (row * image.width + column)));
    }
  }
  return seen.size;
}

/** The controls a user acts on: buttons, links, fields, switches, boxes. */
const CONTROLS =
  'button, a[href], input:not([type="hidden"]), select, textarea, [role="switch"], [role="checkbox"], [role="radio"]';

/** At most this many of a screen's controls are looked at (a long list repeats its row). */
const MOST = 40;

/**
 * Every visible control on the screen is more than a flat patch: it has a border, its text or its
 * mark in a colour other than the one behind it. Names the controls that are not.
 */
export async function expectControlsVisible(page: Page): Promise<void> {
  const controls = page.locator(CONTROLS).locator('visible=true');
  const count = Math.min(await controls.count(), MOST);
  expect(count, `controls on ${page.url()}`).toBeGreaterThan(0);
  const flat: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    const box = await control.boundingBox();
    // Off the page until it has the focus (the skip link), or too small to draw anything.
    if (!box || box.width < 2 || box.height < 2) continue;
    if (box.x + box.width <= 0 || box.y + box.height <= 0) continue;
    if (distinctColours(await control.screenshot({ animations: 'disabled' })) < 2) {
      flat.push(await describe(control));
    }
  }
  expect(flat, `controls drawn as a flat patch on ${page.url()}`).toEqual([]);
}

async function describe(control: Locator): Promise<string> {
  return control.evaluate(
    (element: { tagName: string; outerHTML: string }) =>
      `<${element.tagName.toLowerCase()}> ${element.outerHTML.slice(0, 120)}`,
  );
}

/**
 * How many colours lie along the middle of a switch's track (its `::before`, 2.25rem wide at the
 * start of its content box), inside the rounded ends: the track's own and, where it is drawn, the
 * knob's. One colour means the knob is gone and the state shows by the track's colour alone.
 */
export async function coloursAlongTrack(toggle: Locator): Promise<number> {
  const line = await toggle.evaluate((element: DomElement) => {
    const style = (globalThis as unknown as BrowserWindow).getComputedStyle(element);
    const rem = 16;
    const start = parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft) + 0.3 * rem;
    return {
      x: start,
      y: element.getBoundingClientRect().height / 2,
      width: 1.65 * rem,
      height: 1,
    };
  });
  return distinctColours(await toggle.screenshot({ animations: 'disabled' }), line);
}
