import type { AppLanguage } from '#shared/languages.ts';
import type { LanguageResources } from './language-resources.ts';

type Bundle = () => Promise<{ default: LanguageResources }>;

// One chunk per language: the app loads the one it shows, another only when switched to.
const BUNDLES: Record<AppLanguage, Bundle> = {
  fi: () => import('./bundles/fi.ts'),
  en: () => import('./bundles/en.ts'),
  sv: () => import('./bundles/sv.ts'),
  de: () => import('./bundles/de.ts'),
};

const loading = new Map<AppLanguage, Promise<LanguageResources>>();

/** A language's texts, fetched once. A failed load is forgotten, so a later call tries again. */
export function loadLanguage(language: AppLanguage): Promise<LanguageResources> {
  let pending = loading.get(language);
  if (!pending) {
    pending = BUNDLES[language]().then((module) => module.default);
    pending.catch(() => loading.delete(language));
    loading.set(language, pending);
  }
  return pending;
}
