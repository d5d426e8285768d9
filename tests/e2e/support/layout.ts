import type { Page } from '@playwright/test';
import type { BrowserWindow, DomElement } from './browser-dom.ts';

/**
 * 200 % zoom in CSS pixels: a 1280-pixel-wide window zoomed to 200 % lays pages out as a
 * 640-pixel-wide one, with text at the same size in CSS pixels (WCAG 1.4.4 and 1.4.10).
 */
export const ZOOMED_200 = { width: 640, height: 720 };

/** How the document overflows sideways: its widths and the widest elements that stick out. */
export interface SidewaysOverflow {
  scrollWidth: number;
  clientWidth: number;
  /** Up to five elements whose right edge passes the viewport, as `tag.class (right px)`. */
  culprits: string[];
}

/**
 * The document's sideways overflow. An element inside a container that scrolls on its own (a
 * wide table in its scroll box) does not count: only the document must not scroll.
 */
export function sidewaysOverflow(page: Page): Promise<SidewaysOverflow> {
  return page.evaluate(() => {
    const { document, getComputedStyle } = globalThis as unknown as BrowserWindow;
    const root = document.documentElement;
    const scrollsOnItsOwn = (element: DomElement): boolean => {
      for (
        let parent = element.parentElement;
        parent && parent !== root;
        parent = parent.parentElement
      ) {
        const overflowX = getComputedStyle(parent).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden') return true;
      }
      return false;
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .filter((element) => !scrollsOnItsOwn(element))
      .slice(0, 5)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (${Math.round(element.getBoundingClientRect().right)}px)`,
      );
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
  });
}
