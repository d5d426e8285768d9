import type { RouteObject } from 'react-router-dom';
import { AutoinvestOffModal } from './AutoinvestOffModal.tsx';

/** The confirmation's segment under a `fair-credit-portfolio` route. */
export const AUTOINVEST_OFF_SEGMENT = 'autoinvest';

/**
 * `autoinvest`: a child of the `fair-credit-portfolio` route, personal or company; the page
 * renders it in an `<Outlet context={deposit} />`.
 */
export const autoinvestOffRoute: RouteObject = {
  path: AUTOINVEST_OFF_SEGMENT,
  element: <AutoinvestOffModal />,
  handle: { titleKey: 'pageTitle:autoinvestOff' },
};
