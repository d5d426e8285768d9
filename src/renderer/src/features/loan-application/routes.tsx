import type { RouteObject } from 'react-router-dom';

const screens = () => import('./screens.ts');

const STEPS = 'dashboard/borrower/loan-application';

/**
 * The loan application (borrower-and-shared.md §2 Borrower, §4, §6), for the signed-in zone:
 * the start decides by itself who may apply; the steps are for FI nationals, ccis and
 * aisp-rejected need an application, choose-bank the bank-choice provider.
 */
export const loanApplicationRoutes: RouteObject[] = [
  {
    path: STEPS,
    lazy: () => screens().then((s) => ({ element: <s.StartPage /> })),
    handle: { titleKey: 'pageTitle:loanApplication' },
  },
  {
    lazy: () => screens().then((s) => ({ element: <s.RequiresFinnishNational /> })),
    children: [
      {
        lazy: () => screens().then((s) => ({ element: <s.RequiresApplication /> })),
        children: [
          {
            path: `${STEPS}/ccis`,
            lazy: () => screens().then((s) => ({ element: <s.ConsentPage /> })),
            handle: { titleKey: 'pageTitle:loanConsent' },
            children: [
              {
                path: 'more',
                lazy: () => screens().then((s) => ({ element: <s.ConsentTextModal /> })),
              },
            ],
          },
          {
            path: `${STEPS}/aisp-rejected`,
            lazy: () => screens().then((s) => ({ element: <s.AispRejectedPage /> })),
            handle: { titleKey: 'pageTitle:aispRejected' },
          },
        ],
      },
      {
        lazy: () => screens().then((s) => ({ element: <s.RequiresBankChoice /> })),
        children: [
          {
            path: `${STEPS}/choose-bank`,
            lazy: () => screens().then((s) => ({ element: <s.ChooseBankPage /> })),
            handle: { titleKey: 'pageTitle:chooseBank' },
          },
        ],
      },
      {
        path: `${STEPS}/kreditz`,
        lazy: () => screens().then((s) => ({ element: <s.KreditzPage /> })),
        handle: { titleKey: 'pageTitle:kreditz' },
      },
      {
        path: `${STEPS}/kreditz/success`,
        lazy: () => screens().then((s) => ({ element: <s.KreditzSuccessPage /> })),
        handle: { titleKey: 'pageTitle:kreditzSuccess' },
      },
      {
        path: `${STEPS}/kreditz/failure`,
        lazy: () => screens().then((s) => ({ element: <s.KreditzFailurePage /> })),
        handle: { titleKey: 'pageTitle:kreditzFailure' },
      },
      {
        path: `${STEPS}/loan-rejected`,
        lazy: () => screens().then((s) => ({ element: <s.LoanRejectedPage /> })),
        handle: { titleKey: 'pageTitle:loanRejected' },
      },
      {
        path: 'dashboard/borrower/aisp',
        lazy: () => screens().then((s) => ({ element: <s.ProcessingPage /> })),
        handle: { titleKey: 'pageTitle:loanProcessing' },
      },
      // The spec's short form (borrower-and-shared.md §2): the same processing screen.
      {
        path: 'aisp',
        lazy: () => screens().then((s) => ({ element: <s.ProcessingPage /> })),
        handle: { titleKey: 'pageTitle:loanProcessing' },
      },
    ],
  },
];

/** /tink-callback: the redirect provider's return (a top-level path in the signed-in zone). */
export const tinkCallbackRoute: RouteObject = {
  path: 'tink-callback',
  lazy: () => screens().then((s) => ({ element: <s.TinkCallbackPage /> })),
  handle: { titleKey: 'pageTitle:bankCallback' },
};

/** The broker's paths: the stored borrower onboarding, and an accepted broker offer. */
export const brokerRoutes: RouteObject[] = [
  {
    path: 'borrower/onboarding',
    lazy: () => screens().then((s) => ({ element: <s.BorrowerOnboardingRedirect /> })),
    handle: { titleKey: 'pageTitle:loanApplication' },
  },
  {
    path: 'borrower/loan-offer/accept',
    lazy: () => screens().then((s) => ({ element: <s.BrokerOfferAcceptRedirect /> })),
    handle: { titleKey: 'pageTitle:viewOffer' },
  },
];
