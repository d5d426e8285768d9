import type { RouteObject } from 'react-router-dom';
import { FirstLegacyLoanRedirect } from './FirstLegacyLoanRedirect.tsx';
import { LegacyLoanPage } from './LegacyLoanPage.tsx';

/** Children of /restricted/borrower: the first loan's page, or the loan named by its reference. */
export const legacyBorrowerRoutes: RouteObject[] = [
  { index: true, element: <FirstLegacyLoanRedirect /> },
  {
    path: 'fixed-rate-loan/:reference',
    element: <LegacyLoanPage />,
    handle: { titleKey: 'pageTitle:legacyLoan' },
  },
];
