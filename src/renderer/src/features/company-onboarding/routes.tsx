import type { RouteObject } from 'react-router-dom';
import { RequiresAcceptedTerms } from '../../navigation/guards/RequiresAcceptedTerms.tsx';
import { RequiresLogin } from '../../navigation/guards/RequiresLogin.tsx';
import { RequiresProfile } from '../profile/index.ts';
import { NotFoundPage } from '../shell/index.ts';
import { termsModalRoutes } from '../terms/index.ts';
import { CompanyAmlPage } from './CompanyAmlPage.tsx';
import { CompanyContractPage } from './CompanyContractPage.tsx';
import { RequiresRepresentedCompany, RequiresUnsignedCompanyDeposit } from './guards.tsx';

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
              element: <RequiresRepresentedCompany />,
              children: [
                {
                  path: 'investor/aml',
                  element: <CompanyAmlPage />,
                  handle: { titleKey: 'pageTitle:companyAml' },
                },
                {
                  element: <RequiresUnsignedCompanyDeposit />,
                  children: [
                    {
                      path: 'contract',
                      element: <CompanyContractPage />,
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
