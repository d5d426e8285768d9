import type { RouteObject } from 'react-router-dom';
import { autoinvestOffRoute } from '../autoinvest/index.ts';
import { PortfolioPage } from './PortfolioPage.tsx';
import { RequiresInvestorDeposit } from './guard.tsx';
import { withdrawRoute } from '../withdraw/index.ts';

/** The fair-credit portfolio's dialogs as routes, for the person's and the company's portfolio. */
export const portfolioSubRoutes: RouteObject[] = [withdrawRoute, autoinvestOffRoute];

/**
 * /dashboard/investor and /dashboard/investor/fair-credit-portfolio, for an investor with a
 * signed deposit (inside the signed-in zone of app/routes.tsx).
 */
export const investorPortfolioRoute: RouteObject = {
  path: 'dashboard/investor',
  element: <RequiresInvestorDeposit />,
  handle: { titleKey: 'pageTitle:investorDashboard' },
  children: [
    { index: true, element: <PortfolioPage variant="dashboard" /> },
    {
      path: 'fair-credit-portfolio',
      element: <PortfolioPage variant="portfolio" />,
      handle: { titleKey: 'pageTitle:portfolio' },
      children: portfolioSubRoutes,
    },
  ],
};
