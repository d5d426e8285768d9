import type { RouteObject } from 'react-router-dom';
import { BankLoginPage } from './BankLoginPage.tsx';
import { IdentityCallbackPage } from './IdentityCallbackPage.tsx';
import { TermsModal } from '../terms/TermsModal.tsx';

/** The two terms modals, as sub-routes of a verification-method page. */
export const termsModalRoutes: RouteObject[] = [
  { path: 'terms-and-conditions', element: <TermsModal variant="terms" /> },
  {
    path: 'terms-and-conditions-and-price-list',
    element: <TermsModal variant="terms-and-price-list" />,
  },
];

/** /login/bank (a child of /login) with its terms sub-routes. */
export const bankLoginRoute: RouteObject = {
  path: 'bank',
  element: <BankLoginPage />,
  children: termsModalRoutes,
};

/** /auth/callback: the identity provider's return (web) or deep link (Electron). */
export const identityCallbackRoute: RouteObject = {
  path: 'auth/callback',
  element: <IdentityCallbackPage />,
};
