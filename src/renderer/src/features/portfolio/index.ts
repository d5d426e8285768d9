/* The investor's portfolio: the investor dashboard and the fair-credit portfolio page. */
export { investorPortfolioRoute, portfolioSubRoutes } from './routes.tsx';
export { PortfolioPage } from './PortfolioPage.tsx';
export { KpiSection } from './KpiSection.tsx';
export { kpisQuery, portfolioKeys } from './queries.ts';
export { investorDeposit, type InvestorDeposit } from './investor-deposit.ts';
export {
  depositPermission,
  signingRightQuery,
  useDepositPermission,
  type DepositPermission,
} from './deposit-permission.ts';
export { useScrollToHash } from './use-scroll-to-hash.ts';
