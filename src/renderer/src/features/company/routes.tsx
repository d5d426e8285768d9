import type { RouteObject } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';
import { portfolioSubRoutes } from '../portfolio/routes.tsx';
import type { AddCompanyPlace } from './AddCompanyModal.tsx';

/* Company accounts: adding a company by business code and the company's portfolio pages. */
const screens = () => import('./screens.ts');

/**
 * The add-company modal at /dashboard/add-company/{companyId?} and its two aliases, under the
 * profile (where the add-company button is) and under the investor dashboard. Closing goes back
 * to the page the alias names; the main path closes to the profile.
 */
const ADD_COMPANY_PLACES: readonly AddCompanyPlace[] = [
  { base: PATHS.addCompany, closeTo: PATHS.profile },
  { base: `${PATHS.profile}/add-company`, closeTo: PATHS.profile },
  { base: `${PATHS.investorDashboard}/add-company`, closeTo: PATHS.investorDashboard },
];

export const addCompanyRoutes: RouteObject[] = ADD_COMPANY_PLACES.map((place) => ({
  path: `${place.base.slice(1)}/:companyId?`,
  lazy: () => screens().then((s) => ({ element: <s.AddCompanyModal {...place} /> })),
  handle: { titleKey: 'pageTitle:addCompany' },
}));

/**
 * /dashboard/company/{companyId}, …/investor and …/investor/fair-credit-portfolio: the
 * company's portfolio on the investor's pages (inside the signed-in zone of app/routes.tsx).
 */
export const companyPagesRoute: RouteObject = {
  path: 'dashboard/company/:companyId',
  lazy: () => screens().then((s) => ({ element: <s.RequiresCompanyDeposit /> })),
  handle: { titleKey: 'pageTitle:companyDashboard' },
  children: [
    {
      index: true,
      lazy: () => screens().then((s) => ({ element: <s.PortfolioPage variant="dashboard" /> })),
    },
    {
      path: 'investor',
      lazy: () => screens().then((s) => ({ element: <s.PortfolioPage variant="dashboard" /> })),
    },
    {
      path: 'investor/fair-credit-portfolio',
      lazy: () => screens().then((s) => ({ element: <s.PortfolioPage variant="portfolio" /> })),
      handle: { titleKey: 'pageTitle:companyPortfolio' },
      children: portfolioSubRoutes,
    },
  ],
};
