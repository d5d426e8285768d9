import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../shell/index.ts';
import { LegacyGreetingPage } from './LegacyGreetingPage.tsx';
import { RestrictedRoleRedirect } from './RestrictedRoleRedirect.tsx';

/** Children of /restricted: the legacy investor's and borrower's areas. */
export const legacyRoutes: RouteObject[] = [
  { index: true, element: <RestrictedRoleRedirect /> },
  { path: 'borrower', element: <LegacyGreetingPage role="borrower" /> },
  { path: 'investor', element: <LegacyGreetingPage role="investor" /> },
  { path: '*', element: <NotFoundPage /> },
];
