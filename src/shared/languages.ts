/** Interface languages. The API and the URL suffix say `se` for Swedish; inside the app it is `sv`. */
export const APP_LANGUAGES = ['fi', 'en', 'sv', 'de'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: AppLanguage = 'fi';

export const API_LANGUAGES = ['fi', 'en', 'se', 'de'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];

export function toApiLanguage(language: AppLanguage): ApiLanguage {
  return language === 'sv' ? 'se' : language;
}

/**
 * The terms exist in fi, en and se: German readers get the English terms
 * (borrower-and-shared.md §1).
 */
export function termsLanguage(language: AppLanguage): ApiLanguage {
  return language === 'de' ? 'en' : toApiLanguage(language);
}

/** Unknown or missing values fall back to the default language. */
export function fromApiLanguage(value: string | null | undefined): AppLanguage {
  if (value === 'se' || value === 'sv') return 'sv';
  if (value === 'fi' || value === 'en' || value === 'de') return value;
  return DEFAULT_LANGUAGE;
}

export function isAppLanguage(value: unknown): value is AppLanguage {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value);
}
