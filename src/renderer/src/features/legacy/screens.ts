/* The screens of legacy's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { LegacyPortfolioPage } from './LegacyPortfolioPage.tsx';
export { CompanyOwner, FirstPortfolioRedirect, InvestorOwner, RestrictedOwner } from './owners.tsx';
export { RestrictedCompanyRedirect } from './RestrictedCompanyRedirect.tsx';
export { RestrictedRoleRedirect } from './RestrictedRoleRedirect.tsx';
export { WithdrawConfirmDialog } from './WithdrawConfirmDialog.tsx';
