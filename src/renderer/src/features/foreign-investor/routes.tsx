import type { RouteObject } from 'react-router-dom';
import { termsModalRoutes } from '../terms/index.ts';
import { ForeignInvestorDetailsPage } from './ForeignInvestorDetailsPage.tsx';

/** /register/foreign-investor/provide-details, with its terms modals (a child of /register). */
export const foreignInvestorRoute: RouteObject = {
  path: 'foreign-investor/provide-details',
  element: <ForeignInvestorDetailsPage />,
  handle: { titleKey: 'pageTitle:foreignInvestor' },
  children: termsModalRoutes,
};
