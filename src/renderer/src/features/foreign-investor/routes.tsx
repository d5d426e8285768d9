import type { RouteObject } from 'react-router-dom';
import { termsModalRoutes } from '../terms/routes.tsx';

/* A foreign investor's details for the document check. */
const screens = () => import('./screens.ts');

/** /register/foreign-investor/provide-details, with its terms modals (a child of /register). */
export const foreignInvestorRoute: RouteObject = {
  path: 'foreign-investor/provide-details',
  lazy: () => screens().then((s) => ({ element: <s.ForeignInvestorDetailsPage /> })),
  handle: { titleKey: 'pageTitle:foreignInvestor' },
  children: termsModalRoutes,
};
