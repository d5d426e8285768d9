import { matchRoutes, type RouteObject } from 'react-router-dom';
import { splitLocaleSuffix } from './locale-suffix.ts';

/**
 * Starts loading the screens of the routes that `pathname` matches (their `lazy`), before the
 * router exists: its first navigation would ask for them only once the start's other work is
 * done. The router calls the same `lazy` again then; the modules are in or on their way, so
 * each file is fetched once.
 */
export function preloadMatchedRoutes(routes: RouteObject[], pathname: string): void {
  const path = splitLocaleSuffix(pathname)?.pathname ?? pathname;
  for (const { route } of matchRoutes(routes, path) ?? []) {
    // A failed load is the router's to show when it asks again.
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}
