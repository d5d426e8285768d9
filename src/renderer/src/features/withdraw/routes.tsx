import type { RouteObject } from 'react-router-dom';

/**
 * `withdraw` under a fair-credit portfolio (PATHS.investorWithdraw, PATHS.companyWithdraw(id)):
 * the confirm dialog over the portfolio page. The #withdraw section shows it (it holds the
 * amount), so the route itself renders nothing.
 */
export const withdrawRoute: RouteObject = {
  path: 'withdraw',
  element: null,
  handle: { titleKey: 'pageTitle:withdraw' },
};
