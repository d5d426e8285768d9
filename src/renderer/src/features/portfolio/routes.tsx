import type { RouteObject } from 'react-router-dom';
import { InvestorDashboardPage } from './InvestorDashboardPage.tsx';
import { PortfolioPage } from './PortfolioPage.tsx';
import { RequiresInvestorDeposit } from './guard.tsx';

/**
 * /dashboard/investor and /dashboard/investor/fair-credit-portfolio, for an investor with a
 * signed deposit (inside the signed-in zone of app/routes.tsx).
 */
export const investorPortfolioRoute: RouteObject = {
  path: 'dashboard/investor',
  element: <RequiresInvestorDeposit />,
  children: [
    { index: true, element: <InvestorDashboardPage /> },
    { path: 'fair-credit-portfolio', element: <PortfolioPage /> },
  ],
};
