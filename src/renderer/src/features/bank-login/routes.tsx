import type { RouteObject } from 'react-router-dom';
import { BankLoginPage } from './BankLoginPage.tsx';
import { IdentityCallbackPage } from './IdentityCallbackPage.tsx';
import { termsModalRoutes } from '../terms/index.ts';

/** /login/bank (a child of /login) with its terms sub-routes. */
export const bankLoginRoute: RouteObject = {
  path: 'bank',
  element: <BankLoginPage />,
  handle: { titleKey: 'pageTitle:bankLogin' },
  children: termsModalRoutes,
};

/** /auth/callback: the identity provider's return (web) or deep link (Electron). */
export const identityCallbackRoute: RouteObject = {
  path: 'auth/callback',
  element: <IdentityCallbackPage />,
  handle: { titleKey: 'pageTitle:identityCallback' },
};
