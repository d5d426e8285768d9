import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router-dom';

/** A route's `handle`: the i18n key of the page's name, for the window title. */
export interface PageTitleHandle {
  titleKey: string;
}

function titleKeyOf(handle: unknown): string | null {
  if (typeof handle !== 'object' || handle === null || !('titleKey' in handle)) return null;
  return typeof handle.titleKey === 'string' ? handle.titleKey : null;
}

/** The deepest matched route's title key: a dialog route names itself, a step inherits its flow's. */
export function currentTitleKey(matches: readonly { handle: unknown }[]): string | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const key = titleKeyOf(matches[i]?.handle);
    if (key !== null) return key;
  }
  return null;
}

/**
 * Sets `document.title` to "<page name> – Vertaislaina" on every navigation and language change;
 * Electron shows the document's title as the window's, and screen readers announce it.
 */
export function usePageTitle(): void {
  const { t } = useTranslation();
  const key = currentTitleKey(useMatches());
  const brand = t('shell:brand');
  const title = key === null ? brand : `${t(key)} – ${brand}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
