import type { RouteObject } from 'react-router-dom';

const screens = () => import('./screens.ts');

/** The two terms modals, as sub-routes of a page that asks to tick the terms. */
export const termsModalRoutes: RouteObject[] = [
  {
    path: 'terms-and-conditions',
    lazy: () => screens().then((s) => ({ element: <s.TermsModal variant="terms" /> })),
    handle: { titleKey: 'pageTitle:terms' },
  },
  {
    path: 'terms-and-conditions-and-price-list',
    lazy: () =>
      screens().then((s) => ({ element: <s.TermsModal variant="terms-and-price-list" /> })),
    handle: { titleKey: 'pageTitle:termsAndPriceList' },
  },
];

/** /terms-and-conditions: new terms to accept (placed under the guard that requires them). */
export const acceptTermsRoutes: RouteObject[] = [
  {
    index: true,
    lazy: () => screens().then((s) => ({ element: <s.TermsPage /> })),
    handle: { titleKey: 'pageTitle:acceptTerms' },
  },
];
