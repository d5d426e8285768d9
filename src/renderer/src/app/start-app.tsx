import type { AppLanguage } from '#shared/languages.ts';
import type { LanguageResources } from '../i18n/language-resources.ts';
import { createLazyI18n } from '../i18n/create-lazy-i18n.ts';
import { createApp, type CreateAppOptions } from './create-app.tsx';
import { restoreSession } from './restore-session.ts';

export interface StartAppOptions extends Omit<CreateAppOptions, 'i18n'> {
  /** The texts of the settings' language, loaded beside this chunk. */
  texts: LanguageResources;
}

/**
 * The app's lazy half (main.tsx paints the shell meanwhile): i18n in the starting language, the
 * app, and the session restored from the vault before the router's first render.
 */
export async function startApp(options: StartAppOptions) {
  const { texts, ...rest } = options;
  const language: AppLanguage = options.settings.language;
  const app = createApp({ ...rest, i18n: createLazyI18n(language, texts) });
  await restoreSession(app.services);
  return app;
}
