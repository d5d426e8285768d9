import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../../index.html?raw';
import themeScript from '../../public/theme.js?raw';
import { applyTheme, storedTheme, THEME_STORAGE_KEY } from '../state/theme.ts';

const page = new DOMParser().parseFromString(indexHtml, 'text/html');

afterEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe("index.html's start-up shell", () => {
  it('draws the frame with a busy indicator and no text, inside the root React replaces', () => {
    const root = page.getElementById('root');
    expect(root?.querySelector('header')).not.toBeNull();
    expect(root?.querySelector('main[aria-busy="true"] svg[aria-hidden="true"]')).not.toBeNull();
    expect(root?.textContent?.trim()).toBe('');
  });

  it('loads theme.js as a classic script in the head, before the body is drawn', () => {
    const script = page.head.querySelector('script[src$="theme.js"]');
    expect(script).not.toBeNull();
    expect(script?.getAttribute('type')).toBeNull();
    expect(script?.hasAttribute('defer') || script?.hasAttribute('async')).toBe(false);
  });
});

describe('theme.js', () => {
  // What the app itself puts on the page for the same storage (state/theme.ts).
  const appsTheme = () => {
    const element = document.createElement('html');
    applyTheme(element, storedTheme(localStorage));
    return element.dataset.theme;
  };

  it.each([
    ['nothing stored', null],
    ['dark', JSON.stringify('dark')],
    ['light', JSON.stringify('light')],
    ['system', JSON.stringify('system')],
    ['an unknown theme', JSON.stringify('blue')],
    ['a value that is not JSON', 'dark'],
  ])('puts the same theme on the page as the app does: %s', (_case, stored) => {
    if (stored !== null) localStorage.setItem(THEME_STORAGE_KEY, stored);
    // Run as the page runs it: a classic script in the window's global scope.
    window.eval(themeScript);
    expect(document.documentElement.dataset.theme).toBe(appsTheme());
  });

  it('puts a stored dark theme on the page', () => {
    localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify('dark'));
    window.eval(themeScript);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });
});
