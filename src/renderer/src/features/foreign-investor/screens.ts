/* The screens of foreign-investor's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { ForeignInvestorDetailsPage } from './ForeignInvestorDetailsPage.tsx';
