/* The screens of legacy-borrower's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { FirstLegacyLoanRedirect } from './FirstLegacyLoanRedirect.tsx';
export { LegacyLoanPage } from './LegacyLoanPage.tsx';
