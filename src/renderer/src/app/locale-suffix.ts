import { replace, type LoaderFunctionArgs } from 'react-router-dom';
import type { AppLanguage } from '#shared/languages.ts';

/** URL locale codes (the URL says `se` for Swedish) and the app language each one means. */
const URL_LOCALES: Readonly<Record<string, AppLanguage>> = {
  fi: 'fi',
  en: 'en',
  se: 'sv',
  de: 'de',
};

/** `/login/en` → `{ language: 'en', pathname: '/login' }`; null when there is no locale suffix. */
export function splitLocaleSuffix(
  pathname: string,
): { language: AppLanguage; pathname: string } | null {
  const match = /^(.*)\/([a-z]{2})\/?$/.exec(pathname);
  const language = match ? URL_LOCALES[match[2] ?? ''] : undefined;
  if (!match || !language) return null;
  return { language, pathname: match[1] === '' ? '/' : (match[1] ?? '/') };
}

/**
 * The root loader: a trailing locale segment switches the language and is removed from the URL
 * (a replace redirect, so the suffixed URL never stays in the history). A loader's request has
 * no fragment (a `Request`'s URL never does), so `loadingHash` gives the hash of the location
 * being loaded, which the redirect keeps: `…/en#withdraw` still scrolls to its section.
 */
export function createLocaleSuffixLoader(
  setLanguage: (language: AppLanguage) => void,
  loadingHash: () => string,
) {
  return ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const suffix = splitLocaleSuffix(url.pathname);
    if (!suffix) return null;
    setLanguage(suffix.language);
    return replace(`${suffix.pathname}${url.search}${loadingHash()}`);
  };
}
