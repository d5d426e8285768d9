/**
 * The app's theme: the system's light or dark (prefers-color-scheme, which in the desktop app
 * follows the OS through Electron's nativeTheme), or one the profile's setting fixes. The choice
 * is kept on this device (localStorage, as persistedAtom keeps it: JSON) and put on <html> as
 * `data-theme`, which the design tokens (styles/tokens.css) follow. Kept free of zod and React:
 * the entry applies it before the first paint.
 */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

export const THEME_STORAGE_KEY = 'vertaislaina.theme';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return THEME_CHOICES.some((choice) => choice === value);
}

/** Puts the choice on the page; "system" takes the attribute off, so the OS's setting rules. */
export function applyTheme(root: HTMLElement, choice: ThemeChoice): void {
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
}

/** The stored choice; "system" when there is none or it cannot be read. */
export function storedTheme(storage: Pick<Storage, 'getItem'> | null): ThemeChoice {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(THEME_STORAGE_KEY) ?? 'null');
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

function localStorageOf(window: Window): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * At start-up: applies the stored choice to the page, and again whenever another of the app's
 * windows changes it (they share the storage).
 */
export function followStoredTheme(window: Window): void {
  const apply = () =>
    applyTheme(window.document.documentElement, storedTheme(localStorageOf(window)));
  apply();
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) apply();
  });
}
