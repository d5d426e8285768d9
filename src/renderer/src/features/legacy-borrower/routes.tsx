import type { RouteObject } from 'react-router-dom';
import { FirstLegacyLoanRedirect } from './FirstLegacyLoanRedirect.tsx';
import { LegacyLoanPage } from './LegacyLoanPage.tsx';

/**
 * /restricted/borrower (a child of /restricted in app/routes.tsx): the first loan's page, or the
 * loan named by its reference.
 */
export const legacyBorrowerRoute: RouteObject = {
  path: 'borrower',
  handle: { titleKey: 'pageTitle:legacyLoan' },
  children: [
    { index: true, element: <FirstLegacyLoanRedirect /> },
    {
      path: 'fixed-rate-loan/:reference',
      element: <LegacyLoanPage />,
      handle: { titleKey: 'pageTitle:legacyLoan' },
    },
  ],
};
