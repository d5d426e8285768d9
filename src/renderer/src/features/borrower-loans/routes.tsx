import type { RouteObject } from 'react-router-dom';
import { BorrowerDashboardPage } from './BorrowerDashboardPage.tsx';
import { LoanDetailPage } from './LoanDetailPage.tsx';
import { RequiresLoanFeatures } from './RequiresLoanFeatures.tsx';
import { RequiresLoansOrLegacyBorrower } from '../loan-application/index.ts';

/**
 * /dashboard/borrower and its loan detail pages, for users who may use loan features; the detail
 * pages only for a user with loans (borrower-and-shared.md §6).
 */
export const borrowerLoanRoute: RouteObject = {
  path: 'dashboard/borrower',
  element: <RequiresLoanFeatures />,
  handle: { titleKey: 'pageTitle:borrowerDashboard' },
  children: [
    { index: true, element: <BorrowerDashboardPage /> },
    {
      // §6: a loan's pages are for a user with loans (or a legacy borrower); anyone else applies.
      element: <RequiresLoansOrLegacyBorrower />,
      handle: { titleKey: 'pageTitle:loanDetail' },
      children: [
        { path: 'fair-credit-loan/:mambuLoanId', element: <LoanDetailPage product="reducing" /> },
        { path: 'fixed-rate-loan/:mambuLoanId', element: <LoanDetailPage product="fixed" /> },
      ],
    },
  ],
};
