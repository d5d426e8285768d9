import type { RouteObject } from 'react-router-dom';
import { PortfolioPage } from './PortfolioPage.tsx';
import { RequiresInvestorDeposit } from './guard.tsx';
import { withdrawRoute } from '../withdraw/index.ts';

/**
 * /dashboard/investor and /dashboard/investor/fair-credit-portfolio, for an investor with a
 * signed deposit (inside the signed-in zone of app/routes.tsx).
 */
export const investorPortfolioRoute: RouteObject = {
  path: 'dashboard/investor',
  element: <RequiresInvestorDeposit />,
  children: [
    { index: true, element: <PortfolioPage variant="dashboard" /> },
    {
      path: 'fair-credit-portfolio',
      element: <PortfolioPage variant="portfolio" />,
      children: [withdrawRoute],
    },
  ],
};
