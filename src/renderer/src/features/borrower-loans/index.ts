/* The borrower's loans: the loan list, /dashboard/borrower and the loan detail pages. */
export { LoansOverview } from './LoansOverview.tsx';
