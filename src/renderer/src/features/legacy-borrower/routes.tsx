import type { RouteObject } from 'react-router-dom';

/* The legacy borrower's area (/restricted/borrower): the old loans of a user of the old system. */
const screens = () => import('./screens.ts');

/**
 * /restricted/borrower (a child of /restricted in app/routes.tsx): the first loan's page, or the
 * loan named by its reference.
 */
export const legacyBorrowerRoute: RouteObject = {
  path: 'borrower',
  handle: { titleKey: 'pageTitle:legacyLoan' },
  children: [
    {
      index: true,
      lazy: () => screens().then((s) => ({ element: <s.FirstLegacyLoanRedirect /> })),
    },
    {
      path: 'fixed-rate-loan/:reference',
      lazy: () => screens().then((s) => ({ element: <s.LegacyLoanPage /> })),
      handle: { titleKey: 'pageTitle:legacyLoan' },
    },
  ],
};
