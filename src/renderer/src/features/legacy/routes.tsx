import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../shell/index.ts';
import { LegacyPortfolioPage } from './LegacyPortfolioPage.tsx';
import { CompanyOwner, FirstPortfolioRedirect, InvestorOwner, RestrictedOwner } from './owners.tsx';
import { RestrictedCompanyRedirect } from './RestrictedCompanyRedirect.tsx';
import { RestrictedRoleRedirect } from './RestrictedRoleRedirect.tsx';
import { WithdrawConfirmDialog } from './WithdrawConfirmDialog.tsx';

/** `{userId}` with its nested `withdraw/` confirm dialog. */
const portfolioRoute: RouteObject = {
  path: ':userId',
  element: <LegacyPortfolioPage />,
  children: [
    {
      path: 'withdraw',
      element: <WithdrawConfirmDialog />,
      handle: { titleKey: 'pageTitle:withdraw' },
    },
  ],
};

/** The portfolio paths under an owner: without a userId, the first legacy user's. */
const portfolioPaths: RouteObject[] = [
  { index: true, element: <FirstPortfolioRedirect /> },
  portfolioRoute,
];

/** Children of /restricted: the legacy investor's area (the borrower's is features/legacy-borrower). */
export const legacyRoutes: RouteObject[] = [
  { index: true, element: <RestrictedRoleRedirect /> },
  {
    path: 'investor',
    element: <RestrictedOwner />,
    handle: { titleKey: 'pageTitle:fixedRatePortfolio' },
    children: [
      { index: true, element: <FirstPortfolioRedirect /> },
      { path: 'fixed-rate-portfolio', children: portfolioPaths },
    ],
  },
  { path: 'company/fixed-rate-portfolio/:userId?', element: <RestrictedCompanyRedirect /> },
  { path: '*', element: <NotFoundPage />, handle: { titleKey: 'pageTitle:notFound' } },
];

/**
 * /dashboard/investor/fixed-rate-portfolio/{userId?} and /dashboard/company/fixed-rate-portfolio/
 * {userId?}: the fixed-rate portfolios of a signed-in user (inside the signed-in zone).
 */
export const fixedRatePortfolioRoutes: RouteObject[] = [
  {
    path: 'dashboard/investor/fixed-rate-portfolio',
    element: <InvestorOwner />,
    handle: { titleKey: 'pageTitle:fixedRatePortfolio' },
    children: portfolioPaths,
  },
  {
    path: 'dashboard/company/fixed-rate-portfolio',
    element: <CompanyOwner />,
    handle: { titleKey: 'pageTitle:fixedRatePortfolio' },
    children: portfolioPaths,
  },
];
