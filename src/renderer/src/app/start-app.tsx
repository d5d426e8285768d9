import type { AppLanguage } from '#shared/languages.ts';
import type { LanguageResources } from '../i18n/language-resources.ts';
import { createLazyI18n } from '../i18n/create-lazy-i18n.ts';
import { createApp, createAppServices, type CreateAppOptions } from './create-app.tsx';
import { nextTask } from './next-task.ts';
import { preloadMatchedRoutes } from './preload-screen.ts';
import { createRoutes } from './routes.tsx';
import { firstNavigation } from './first-navigation.ts';
import { splitLocaleSuffix } from './locale-suffix.ts';
import { restoreSession } from './restore-session.ts';

export interface StartAppOptions extends Omit<CreateAppOptions, 'i18n'> {
  /** The texts of the settings' language, loaded beside this chunk. */
  texts: LanguageResources;
  /** The path the window opened at: a locale suffix there (`/login/en`) is the language shown. */
  initialPath?: string;
}

/**
 * The app's lazy half (main.tsx paints the shell meanwhile): i18n in the starting language, the
 * app, and, before the router's first render, the session restored from the vault and the first
 * screen's chunk loaded.
 */
export async function startApp(options: StartAppOptions) {
  const { texts, initialPath, ...rest } = options;
  const language: AppLanguage = options.settings.language;
  // The session's profile request first: it is on its way by the next task, before the router's
  // first navigation and i18n's setup take the main thread for a while.
  const prepared = createAppServices(rest);
  const restoring = restoreSession(prepared.services);
  await nextTask();
  const app = createApp({ ...rest, i18n: createLazyI18n(language, texts) }, prepared);
  // The root loader switches to a suffix's language; its texts are fetched meanwhile, so the
  // first page comes in it rather than a moment later.
  const suffix = initialPath === undefined ? null : splitLocaleSuffix(initialPath);
  await Promise.all([
    restoring,
    firstNavigation(app.router),
    suffix && suffix.language !== language ? app.i18n.loadLanguages(suffix.language) : null,
  ]);
  return app;
}

/**
 * Starts loading the chunks of the screen at `pathname` (the route table's own `lazy`) while the
 * start still waits for the bridge's settings and the texts: the router asks for them only at
 * the end of startApp. The table's loaders do not run here, so its language switch is unused.
 */
export function preloadScreen(pathname: string): void {
  preloadMatchedRoutes(
    createRoutes({ setLanguage: () => undefined, loadingHash: () => '' }),
    pathname,
  );
}
