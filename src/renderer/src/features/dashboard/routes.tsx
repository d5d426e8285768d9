import type { RouteObject } from 'react-router-dom';

/** /dashboard: the greeting and the tiles. */
const screens = () => import('./screens.ts');

export const dashboardRoute: RouteObject = {
  path: 'dashboard',
  lazy: () => screens().then((s) => ({ element: <s.DashboardPage /> })),
  handle: { titleKey: 'pageTitle:dashboard' },
};
