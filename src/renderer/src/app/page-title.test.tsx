import { act, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { APP_LANGUAGES } from '#shared/languages.ts';
import type { Namespace } from '../i18n/namespaces.ts';
import { flattenKeys, resources } from '../i18n/resources.ts';
import { renderApp } from '../test/render-app.tsx';
import { currentTitleKey } from './page-title.ts';
import { createRoutes } from './routes.tsx';

const titleKeyOf = (route: RouteObject): string | undefined =>
  (route.handle as { titleKey?: string } | undefined)?.titleKey;

/** Every route with a path or an index, with the title key it gets (its own or an ancestor's). */
function pathRoutes(
  routes: RouteObject[],
  inherited: string | undefined,
  trail: string,
): Array<{ where: string; titleKey: string | undefined }> {
  return routes.flatMap((route) => {
    const key = titleKeyOf(route) ?? inherited;
    const where = route.index ? `${trail} (index)` : `${trail}/${route.path ?? ''}`;
    const self = route.path !== undefined || route.index ? [{ where, titleKey: key }] : [];
    return [...self, ...pathRoutes(route.children ?? [], key, route.path ? where : trail)];
  });
}

describe('route titles', () => {
  const root = createRoutes({ setLanguage: () => undefined, loadingHash: () => '' })[0];
  const routes = pathRoutes(root?.children ?? [], undefined, '');

  it('gives every page route a title key, its own or its flow’s', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.filter((r) => r.titleKey === undefined).map((r) => r.where)).toEqual([]);
  });

  it('has each title key in all four languages', () => {
    for (const { titleKey } of routes) {
      const [ns, key] = (titleKey ?? '').split(':') as [Namespace, string];
      for (const language of APP_LANGUAGES) {
        expect(flattenKeys(resources[language][ns]).has(key), `${language} ${titleKey}`).toBe(true);
      }
    }
  });

  it('takes the deepest match’s key', () => {
    const matches = [
      { handle: { titleKey: 'a' } },
      { handle: undefined },
      { handle: { titleKey: 'b' } },
    ];
    expect(currentTitleKey(matches)).toBe('b');
    expect(currentTitleKey([{ handle: { titleKey: 'a' } }, { handle: { other: 1 } }])).toBe('a');
    expect(currentTitleKey([{ handle: null }])).toBeNull();
  });
});

describe('the window title', () => {
  it('names the page and follows navigation', async () => {
    document.title = '';
    const view = await renderApp({ path: '/login' });
    await waitFor(() => expect(document.title).toBe('Log in – Vertaislaina'));
    await act(() => view.router.navigate('/login/email'));
    await waitFor(() => expect(document.title).toBe('Log in with e-mail – Vertaislaina'));
    await act(() => view.router.navigate('/register/identity-verification'));
    await waitFor(() => expect(document.title).toBe('Register – Vertaislaina'));
    await act(() => view.router.navigate('/no-such-page'));
    await waitFor(() => expect(document.title).toBe('Page not found – Vertaislaina'));
  });

  it('follows the language', async () => {
    const view = await renderApp({ path: '/login' });
    await waitFor(() => expect(document.title).toBe('Log in – Vertaislaina'));
    await act(() => view.app.i18n.changeLanguage('fi'));
    await waitFor(() => expect(document.title).toBe('Kirjaudu sisään – Vertaislaina'));
  });
});
