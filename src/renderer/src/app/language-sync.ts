import type { i18n } from 'i18next';
import type { UserProfile } from '#shared/api/user.ts';
import { toApiLanguage } from '#shared/languages.ts';
import { profileKeys, saveProfileFields } from '../features/profile/index.ts';
import { languageAtom, sessionAtom } from '../state/atoms.ts';
import type { AppServices } from '../services/app-services.ts';

/**
 * The language atom drives everything else: i18next, `<html lang>`, the stored setting and,
 * for a signed-in user, the profile language (so server documents such as the terms come in it).
 */
export function syncLanguage(services: AppServices, instance: i18n): () => void {
  const { store, bridge, api, queryClient } = services;
  const apply = () => {
    const language = store.get(languageAtom);
    void instance.changeLanguage(language);
    document.documentElement.lang = language;
    return language;
  };
  apply();
  return store.sub(languageAtom, () => {
    const language = apply();
    void bridge.settings.setLanguage(language);
    if (store.get(sessionAtom).kind !== 'user') return;
    // Already the profile's language (the profile page saved it first): nothing to send.
    const profile = queryClient.getQueryData<UserProfile>(profileKeys.user());
    const fields = { language: toApiLanguage(language) };
    if (profile?.language === fields.language) return;
    // The terms need no refetch: their query is keyed by, and asks in, the interface language.
    saveProfileFields({ api, queryClient }, fields).catch(() => undefined);
  });
}
