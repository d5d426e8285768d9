import i18next, { type i18n } from 'i18next';
import { DEFAULT_LANGUAGE, type AppLanguage } from '#shared/languages.ts';
import { NAMESPACES } from './namespaces.ts';
import { resources } from './resources.ts';

/** A ready i18next instance (resources are bundled, so initialisation is synchronous). */
export function createI18n(language: AppLanguage): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: ['fi', 'en', 'sv', 'de'],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
