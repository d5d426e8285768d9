import type { RouteObject } from 'react-router-dom';

/* The loan offer, its contract and the thank-you (the last steps of the loan application). */
const screens = () => import('./screens.ts');

/** The offer's steps, relative to /dashboard/borrower/loan-application. */
export const loanOfferRoutes: RouteObject[] = [
  {
    path: 'view-offer',
    lazy: () => screens().then((s) => ({ element: <s.ViewOfferPage /> })),
    handle: { titleKey: 'pageTitle:viewOffer' },
  },
  {
    path: 'sign-contract',
    lazy: () => screens().then((s) => ({ element: <s.SignContractPage /> })),
    handle: { titleKey: 'pageTitle:signContract' },
  },
  {
    path: 'signed',
    lazy: () => screens().then((s) => ({ element: <s.SignedPage /> })),
    handle: { titleKey: 'pageTitle:contractSigned' },
  },
];
