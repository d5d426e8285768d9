/* The screens of borrower-loans' routes, loaded on demand by routes.tsx: one chunk per feature. */
export { BorrowerDashboardPage } from './BorrowerDashboardPage.tsx';
export { LoanDetailPage } from './LoanDetailPage.tsx';
export { RequiresLoanFeatures } from './RequiresLoanFeatures.tsx';
export { RequiresLoansOrLegacyBorrower } from '../loan-application/index.ts';
