/* The screens of portfolio's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { PortfolioPage } from './PortfolioPage.tsx';
export { RequiresInvestorDeposit } from './guard.tsx';
export { prewarmLoaderWorker } from '../transactions-loader/index.ts';
