import type { RouteObject } from 'react-router-dom';
import { autoinvestOffRoute } from '../autoinvest/routes.tsx';
import { withdrawRoute } from '../withdraw/routes.tsx';

const screens = () => import('./screens.ts');

/** The fair-credit portfolio's dialogs as routes, for the person's and the company's portfolio. */
export const portfolioSubRoutes: RouteObject[] = [withdrawRoute, autoinvestOffRoute];

/**
 * /dashboard/investor and /dashboard/investor/fair-credit-portfolio, for an investor with a
 * signed deposit (inside the signed-in zone of app/routes.tsx).
 */
export const investorPortfolioRoute: RouteObject = {
  path: 'dashboard/investor',
  lazy: () =>
    screens().then((s) => {
      // Before the profile is in: the list's worker is ready when the page asks for its rows.
      s.prewarmLoaderWorker();
      return { element: <s.RequiresInvestorDeposit /> };
    }),
  handle: { titleKey: 'pageTitle:investorDashboard' },
  children: [
    {
      index: true,
      lazy: () => screens().then((s) => ({ element: <s.PortfolioPage variant="dashboard" /> })),
    },
    {
      path: 'fair-credit-portfolio',
      lazy: () => screens().then((s) => ({ element: <s.PortfolioPage variant="portfolio" /> })),
      handle: { titleKey: 'pageTitle:portfolio' },
      children: portfolioSubRoutes,
    },
  ],
};
