/* The borrower's loans: the loan list, /dashboard/borrower and the loan detail pages. */
export { borrowerLoanRoute } from './routes.tsx';
export { LoansOverview } from './LoansOverview.tsx';
