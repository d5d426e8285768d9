import type { RouteObject } from 'react-router-dom';

const screens = () => import('./screens.ts');

export const profileRoute: RouteObject = {
  path: 'dashboard/profile',
  lazy: () => screens().then((s) => ({ element: <s.ProfilePage /> })),
  handle: { titleKey: 'pageTitle:profile' },
};
