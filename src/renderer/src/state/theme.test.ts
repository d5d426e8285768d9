import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, applyTheme, followStoredTheme, storedTheme } from './theme.ts';

const root = document.documentElement;

describe('the theme', () => {
  it('puts light or dark on <html> and takes it off for the system', () => {
    applyTheme(root, 'dark');
    expect(root.getAttribute('data-theme')).toBe('dark');
    applyTheme(root, 'light');
    expect(root.getAttribute('data-theme')).toBe('light');
    applyTheme(root, 'system');
    expect(root.hasAttribute('data-theme')).toBe(false);
  });

  it('reads the stored choice as persistedAtom writes it, else the system', () => {
    const storage = (value: string | null) => ({ getItem: () => value });
    expect(storedTheme(storage('"dark"'))).toBe('dark');
    expect(storedTheme(storage('"light"'))).toBe('light');
    expect(storedTheme(storage(null))).toBe('system');
    expect(storedTheme(storage('"sepia"'))).toBe('system');
    expect(storedTheme(storage('{not json'))).toBe('system');
    expect(storedTheme(null)).toBe('system');
  });

  it('applies the stored choice at start-up and follows another window changing it', () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, '"dark"');
    followStoredTheme(window);
    expect(root.dataset.theme).toBe('dark');

    window.localStorage.setItem(THEME_STORAGE_KEY, '"light"');
    window.dispatchEvent(new StorageEvent('storage', { key: 'something.else' }));
    expect(root.dataset.theme).toBe('dark');
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
    expect(root.dataset.theme).toBe('light');
  });
});
