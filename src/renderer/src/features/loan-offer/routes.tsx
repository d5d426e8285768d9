import type { RouteObject } from 'react-router-dom';
import { SignContractPage } from './SignContractPage.tsx';
import { SignedPage } from './SignedPage.tsx';
import { ViewOfferPage } from './ViewOfferPage.tsx';

/** The offer's steps, relative to /dashboard/borrower/loan-application. */
export const loanOfferRoutes: RouteObject[] = [
  { path: 'view-offer', element: <ViewOfferPage />, handle: { titleKey: 'pageTitle:viewOffer' } },
  {
    path: 'sign-contract',
    element: <SignContractPage />,
    handle: { titleKey: 'pageTitle:signContract' },
  },
  { path: 'signed', element: <SignedPage />, handle: { titleKey: 'pageTitle:contractSigned' } },
];
