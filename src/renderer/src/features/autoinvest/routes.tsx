import type { RouteObject } from 'react-router-dom';

const screens = () => import('./screens.ts');

/** The confirmation's segment under a `fair-credit-portfolio` route. */
export const AUTOINVEST_OFF_SEGMENT = 'autoinvest';

/**
 * `autoinvest`: a child of the `fair-credit-portfolio` route, personal or company; the page
 * renders it in an `<Outlet context={deposit} />`.
 */
export const autoinvestOffRoute: RouteObject = {
  path: AUTOINVEST_OFF_SEGMENT,
  lazy: () => screens().then((s) => ({ element: <s.AutoinvestOffModal /> })),
  handle: { titleKey: 'pageTitle:autoinvestOff' },
};
