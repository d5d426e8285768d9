import type { RouteObject } from 'react-router-dom';
import { AispRejectedPage } from './AispRejectedPage.tsx';
import { BorrowerOnboardingRedirect, BrokerOfferAcceptRedirect } from './BrokerRedirects.tsx';
import { ChooseBankPage } from './ChooseBankPage.tsx';
import { ConsentPage } from './ConsentPage.tsx';
import { ConsentTextModal } from './ConsentTextModal.tsx';
import { KreditzPage } from './KreditzPage.tsx';
import { KreditzFailurePage, KreditzSuccessPage } from './KreditzResultPages.tsx';
import { LoanRejectedPage } from './LoanRejectedPage.tsx';
import { ProcessingPage } from './ProcessingPage.tsx';
import { StartPage } from './StartPage.tsx';
import { TinkCallbackPage } from './TinkCallbackPage.tsx';
import { RequiresApplication, RequiresBankChoice, RequiresFinnishNational } from './guards.tsx';

const STEPS = 'dashboard/borrower/loan-application';

/**
 * The loan application (borrower-and-shared.md §2 Borrower, §4, §6), for the signed-in zone:
 * the start decides by itself who may apply; the steps are for FI nationals, ccis and
 * aisp-rejected need an application, choose-bank the bank-choice provider.
 */
export const loanApplicationRoutes: RouteObject[] = [
  { path: STEPS, element: <StartPage />, handle: { titleKey: 'pageTitle:loanApplication' } },
  {
    element: <RequiresFinnishNational />,
    children: [
      {
        element: <RequiresApplication />,
        children: [
          {
            path: `${STEPS}/ccis`,
            element: <ConsentPage />,
            handle: { titleKey: 'pageTitle:loanConsent' },
            children: [{ path: 'more', element: <ConsentTextModal /> }],
          },
          {
            path: `${STEPS}/aisp-rejected`,
            element: <AispRejectedPage />,
            handle: { titleKey: 'pageTitle:aispRejected' },
          },
        ],
      },
      {
        element: <RequiresBankChoice />,
        children: [
          {
            path: `${STEPS}/choose-bank`,
            element: <ChooseBankPage />,
            handle: { titleKey: 'pageTitle:chooseBank' },
          },
        ],
      },
      {
        path: `${STEPS}/kreditz`,
        element: <KreditzPage />,
        handle: { titleKey: 'pageTitle:kreditz' },
      },
      {
        path: `${STEPS}/kreditz/success`,
        element: <KreditzSuccessPage />,
        handle: { titleKey: 'pageTitle:kreditzSuccess' },
      },
      {
        path: `${STEPS}/kreditz/failure`,
        element: <KreditzFailurePage />,
        handle: { titleKey: 'pageTitle:kreditzFailure' },
      },
      {
        path: `${STEPS}/loan-rejected`,
        element: <LoanRejectedPage />,
        handle: { titleKey: 'pageTitle:loanRejected' },
      },
      {
        path: 'dashboard/borrower/aisp',
        element: <ProcessingPage />,
        handle: { titleKey: 'pageTitle:loanProcessing' },
      },
      // The spec's short form (borrower-and-shared.md §2): the same processing screen.
      {
        path: 'aisp',
        element: <ProcessingPage />,
        handle: { titleKey: 'pageTitle:loanProcessing' },
      },
    ],
  },
];

/** /tink-callback: the redirect provider's return (a top-level path in the signed-in zone). */
export const tinkCallbackRoute: RouteObject = {
  path: 'tink-callback',
  element: <TinkCallbackPage />,
  handle: { titleKey: 'pageTitle:bankCallback' },
};

/** The broker's paths: the stored borrower onboarding, and an accepted broker offer. */
export const brokerRoutes: RouteObject[] = [
  {
    path: 'borrower/onboarding',
    element: <BorrowerOnboardingRedirect />,
    handle: { titleKey: 'pageTitle:loanApplication' },
  },
  {
    path: 'borrower/loan-offer/accept',
    element: <BrokerOfferAcceptRedirect />,
    handle: { titleKey: 'pageTitle:viewOffer' },
  },
];
