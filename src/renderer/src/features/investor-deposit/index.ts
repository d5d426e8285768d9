/*
 * An investor's deposit, shared by the portfolio, autoinvest, the walkthrough, withdraw and the
 * legacy portfolio: which deposit a portfolio shows, who may act on it, its figures' query and
 * how a figure is written.
 */
export { investorDeposit, type InvestorDeposit } from './investor-deposit.ts';
export {
  depositPermission,
  signingRightQuery,
  useDepositPermission,
  type DepositPermission,
} from './deposit-permission.ts';
export { followingKpisQuery, kpisQuery, portfolioKeys } from './queries.ts';
export { KPI_FIGURES, LEGACY_KPI_FIGURES, kpiText, type KpiFigure } from './kpi-figures.ts';
export { FigureTiles } from './FigureTiles.tsx';
