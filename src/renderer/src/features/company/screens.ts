/* The screens of company's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { AddCompanyModal } from './AddCompanyModal.tsx';
export { RequiresCompanyDeposit } from './guard.tsx';
export { PortfolioPage } from '../portfolio/index.ts';
