import type { RouteObject } from 'react-router-dom';

const screens = () => import('./screens.ts');

/**
 * /dashboard/borrower and its loan detail pages, for users who may use loan features; the detail
 * pages only for a user with loans (borrower-and-shared.md §6).
 */
export const borrowerLoanRoute: RouteObject = {
  path: 'dashboard/borrower',
  lazy: () => screens().then((s) => ({ element: <s.RequiresLoanFeatures /> })),
  handle: { titleKey: 'pageTitle:borrowerDashboard' },
  children: [
    { index: true, lazy: () => screens().then((s) => ({ element: <s.BorrowerDashboardPage /> })) },
    {
      // §6: a loan's pages are for a user with loans (or a legacy borrower); anyone else applies.
      lazy: () => screens().then((s) => ({ element: <s.RequiresLoansOrLegacyBorrower /> })),
      handle: { titleKey: 'pageTitle:loanDetail' },
      children: [
        {
          path: 'fair-credit-loan/:mambuLoanId',
          lazy: () => screens().then((s) => ({ element: <s.LoanDetailPage product="reducing" /> })),
        },
        {
          path: 'fixed-rate-loan/:mambuLoanId',
          lazy: () => screens().then((s) => ({ element: <s.LoanDetailPage product="fixed" /> })),
        },
      ],
    },
  ],
};
