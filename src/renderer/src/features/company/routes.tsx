import type { RouteObject } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';
import { PortfolioPage, portfolioSubRoutes } from '../portfolio/index.ts';
import { AddCompanyModal, type AddCompanyPlace } from './AddCompanyModal.tsx';
import { RequiresCompanyDeposit } from './guard.tsx';

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
  element: <AddCompanyModal {...place} />,
  handle: { titleKey: 'pageTitle:addCompany' },
}));

/**
 * /dashboard/company/{companyId}, …/investor and …/investor/fair-credit-portfolio: the
 * company's portfolio on the investor's pages (inside the signed-in zone of app/routes.tsx).
 */
export const companyPagesRoute: RouteObject = {
  path: 'dashboard/company/:companyId',
  element: <RequiresCompanyDeposit />,
  handle: { titleKey: 'pageTitle:companyDashboard' },
  children: [
    { index: true, element: <PortfolioPage variant="dashboard" /> },
    { path: 'investor', element: <PortfolioPage variant="dashboard" /> },
    {
      path: 'investor/fair-credit-portfolio',
      element: <PortfolioPage variant="portfolio" />,
      handle: { titleKey: 'pageTitle:companyPortfolio' },
      children: portfolioSubRoutes,
    },
  ],
};
