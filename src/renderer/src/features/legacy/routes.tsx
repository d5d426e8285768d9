import type { RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../shell/index.ts';

const screens = () => import('./screens.ts');

/** `{userId}` with its nested `withdraw/` confirm dialog. */
const portfolioRoute: RouteObject = {
  path: ':userId',
  lazy: () => screens().then((s) => ({ element: <s.LegacyPortfolioPage /> })),
  children: [
    {
      path: 'withdraw',
      lazy: () => screens().then((s) => ({ element: <s.WithdrawConfirmDialog /> })),
      handle: { titleKey: 'pageTitle:withdraw' },
    },
  ],
};

const firstPortfolio: RouteObject = {
  index: true,
  lazy: () => screens().then((s) => ({ element: <s.FirstPortfolioRedirect /> })),
};

/** The portfolio paths under an owner: without a userId, the first legacy user's. */
const portfolioPaths: RouteObject[] = [firstPortfolio, portfolioRoute];

/** Children of /restricted: the legacy investor's area (the borrower's is features/legacy-borrower). */
export const legacyRoutes: RouteObject[] = [
  { index: true, lazy: () => screens().then((s) => ({ element: <s.RestrictedRoleRedirect /> })) },
  {
    path: 'investor',
    lazy: () => screens().then((s) => ({ element: <s.RestrictedOwner /> })),
    handle: { titleKey: 'pageTitle:fixedRatePortfolio' },
    children: [firstPortfolio, { path: 'fixed-rate-portfolio', children: portfolioPaths }],
  },
  {
    path: 'company/fixed-rate-portfolio/:userId?',
    lazy: () => screens().then((s) => ({ element: <s.RestrictedCompanyRedirect /> })),
  },
  { path: '*', element: <NotFoundPage />, handle: { titleKey: 'pageTitle:notFound' } },
];

/**
 * /dashboard/investor/fixed-rate-portfolio/{userId?} and /dashboard/company/fixed-rate-portfolio/
 * {userId?}: the fixed-rate portfolios of a signed-in user (inside the signed-in zone).
 */
export const fixedRatePortfolioRoutes: RouteObject[] = [
  {
    path: 'dashboard/investor/fixed-rate-portfolio',
    lazy: () => screens().then((s) => ({ element: <s.InvestorOwner /> })),
    handle: { titleKey: 'pageTitle:fixedRatePortfolio' },
    children: portfolioPaths,
  },
  {
    path: 'dashboard/company/fixed-rate-portfolio',
    lazy: () => screens().then((s) => ({ element: <s.CompanyOwner /> })),
    handle: { titleKey: 'pageTitle:fixedRatePortfolio' },
    children: portfolioPaths,
  },
];
