import type { RouteObject } from 'react-router-dom';
import { BorrowerDashboardPage } from './BorrowerDashboardPage.tsx';
import { LoanDetailPage } from './LoanDetailPage.tsx';
import { RequiresLoanFeatures } from './RequiresLoanFeatures.tsx';

/** /dashboard/borrower and its loan detail pages, for users who may use loan features. */
export const borrowerLoanRoute: RouteObject = {
  path: 'dashboard/borrower',
  element: <RequiresLoanFeatures />,
  children: [
    { index: true, element: <BorrowerDashboardPage /> },
    { path: 'fair-credit-loan/:mambuLoanId', element: <LoanDetailPage product="reducing" /> },
    { path: 'fixed-rate-loan/:mambuLoanId', element: <LoanDetailPage product="fixed" /> },
  ],
};
