import type { RouteObject } from 'react-router-dom';
import { TermsModal } from './TermsModal.tsx';
import { TermsPage } from './TermsPage.tsx';

/** The two terms modals, as sub-routes of a page that asks to tick the terms. */
export const termsModalRoutes: RouteObject[] = [
  {
    path: 'terms-and-conditions',
    element: <TermsModal variant="terms" />,
    handle: { titleKey: 'pageTitle:terms' },
  },
  {
    path: 'terms-and-conditions-and-price-list',
    element: <TermsModal variant="terms-and-price-list" />,
    handle: { titleKey: 'pageTitle:termsAndPriceList' },
  },
];

/** /terms-and-conditions: new terms to accept (placed under the guard that requires them). */
export const acceptTermsRoutes: RouteObject[] = [
  { index: true, element: <TermsPage />, handle: { titleKey: 'pageTitle:acceptTerms' } },
];
