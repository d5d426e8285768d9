import i18next, { type BackendModule, type i18n } from 'i18next';
import type { AppLanguage } from '#shared/languages.ts';
import { baseOptions } from './i18n-options.ts';
import type { LanguageResources } from './language-resources.ts';
import { loadLanguage } from './load-language.ts';

type LoadLanguage = (language: AppLanguage) => Promise<LanguageResources>;

const isAppLanguage = (language: string): language is AppLanguage =>
  ['fi', 'en', 'sv', 'de'].includes(language);

/** An i18next backend over the language chunks: every namespace of a language comes in one load. */
function languageBackend(load: LoadLanguage): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read(language, namespace, callback) {
      if (!isAppLanguage(language)) return callback(null, {});
      load(language).then(
        (texts) => callback(null, texts[namespace as keyof LanguageResources] ?? {}),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}

/**
 * The app's i18next instance: ready at once with the language it starts in (loaded before), and
 * any other language fetched when switched to (`changeLanguage` resolves once it is in).
 */
export function createLazyI18n(
  language: AppLanguage,
  texts: LanguageResources,
  load: LoadLanguage = loadLanguage,
): i18n {
  const instance = i18next.createInstance().use(languageBackend(load));
  void instance.init({
    ...baseOptions(language),
    resources: { [language]: texts },
    partialBundledLanguages: true,
    // No fallback language: it would be fetched on every start and never read, since every
    // language has every key (locales.test.ts).
    fallbackLng: false,
  });
  return instance;
}
