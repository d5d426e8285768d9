import i18next, { type i18n } from 'i18next';
import type { AppLanguage } from '#shared/languages.ts';
import { baseOptions } from './i18n-options.ts';
import { resources } from './resources.ts';

/**
 * A ready i18next instance with every language bundled (synchronous): for tests. The app loads
 * only the language it shows (create-lazy-i18n.ts).
 */
export function createI18n(language: AppLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.init({ ...baseOptions(language), resources });
  return instance;
}
