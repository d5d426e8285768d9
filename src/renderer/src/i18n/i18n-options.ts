import type { InitOptions } from 'i18next';
import { DEFAULT_LANGUAGE, type AppLanguage } from '#shared/languages.ts';
import { NAMESPACES } from './namespaces.ts';

/** What every i18next instance of the app shares; the resources are added by the caller. */
export function baseOptions(language: AppLanguage): InitOptions {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['fi', 'en', 'sv', 'de'],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  };
}
