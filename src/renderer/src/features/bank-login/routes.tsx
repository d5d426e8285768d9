import type { RouteObject } from 'react-router-dom';
import { termsModalRoutes } from '../terms/routes.tsx';

const screens = () => import('./screens.ts');

/** /login/bank (a child of /login) with its terms sub-routes. */
export const bankLoginRoute: RouteObject = {
  path: 'bank',
  lazy: () => screens().then((s) => ({ element: <s.BankLoginPage /> })),
  handle: { titleKey: 'pageTitle:bankLogin' },
  children: termsModalRoutes,
};

/** /auth/callback: the identity provider's return (web) or deep link (Electron). */
export const identityCallbackRoute: RouteObject = {
  path: 'auth/callback',
  lazy: () => screens().then((s) => ({ element: <s.IdentityCallbackPage /> })),
  handle: { titleKey: 'pageTitle:identityCallback' },
};
