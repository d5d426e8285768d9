import type { RouteObject } from 'react-router-dom';
import { RequiresAcceptedTerms } from '../../navigation/guards/RequiresAcceptedTerms.tsx';
import { RequiresLogin } from '../../navigation/guards/RequiresLogin.tsx';
import { RequiresProfile } from '../profile/index.ts';
import { NotFoundPage } from '../shell/index.ts';
import { termsModalRoutes } from '../terms/routes.tsx';

/* Company onboarding: the company's AML questionnaire and contract (/onboarding/company/{id}). */
const screens = () => import('./screens.ts');

/** The company contract's one modal (investor.md §2): the terms and the price list. */
const priceListModal = termsModalRoutes.filter(
  (route) => route.path === 'terms-and-conditions-and-price-list',
);

/**
 * /onboarding/company/{companyId}: the company's AML questionnaire and contract, for a company
 * the user represents (signed in, the latest terms accepted, the profile loaded).
 */
export const companyOnboardingRoute: RouteObject = {
  path: 'onboarding/company/:companyId',
  element: <RequiresLogin />,
  handle: { titleKey: 'pageTitle:companyOnboarding' },
  children: [
    {
      element: <RequiresAcceptedTerms />,
      children: [
        {
          element: <RequiresProfile />,
          children: [
            {
              lazy: () => screens().then((s) => ({ element: <s.RequiresRepresentedCompany /> })),
              children: [
                {
                  path: 'investor/aml',
                  lazy: () => screens().then((s) => ({ element: <s.CompanyAmlPage /> })),
                  handle: { titleKey: 'pageTitle:companyAml' },
                },
                {
                  lazy: () =>
                    screens().then((s) => ({ element: <s.RequiresUnsignedCompanyDeposit /> })),
                  children: [
                    {
                      path: 'contract',
                      lazy: () => screens().then((s) => ({ element: <s.CompanyContractPage /> })),
                      handle: { titleKey: 'pageTitle:companyContract' },
                      children: priceListModal,
                    },
                  ],
                },
                {
                  path: '*',
                  element: <NotFoundPage />,
                  handle: { titleKey: 'pageTitle:notFound' },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
