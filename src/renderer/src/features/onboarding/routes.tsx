import { Navigate, type RouteObject } from 'react-router-dom';
import {
  FLOW_PATHS,
  RequiresInvestorIdentity,
  RequiresNotForeignUser,
  RequiresRegistration,
} from '../identification/index.ts';
import { RequiresAcceptedTerms } from '../../navigation/guards/RequiresAcceptedTerms.tsx';
import { RequiresLogin } from '../../navigation/guards/RequiresLogin.tsx';
import { RequiresProfile } from '../profile/index.ts';
import { personAmlRoute } from '../aml/index.ts';
import { investorContractRoute } from '../contract/index.ts';
import { termsModalRoutes } from '../terms/index.ts';
import { OnboardingRedirect } from './OnboardingRedirect.tsx';
import { InvestorDetailsPage, InvestorIdentityPage, InvestorVerifyPage } from './pages.tsx';

/** /onboarding: a redirect-only path (investor.md §2), to where the user's onboarding stands. */
export const onboardingRedirectRoute: RouteObject = {
  path: 'onboarding',
  element: <OnboardingRedirect />,
  handle: { titleKey: 'pageTitle:investorOnboarding' },
};

/**
 * /onboarding/investor: identification, details, phone verification and the AML questionnaire
 * (signed in, terms accepted, profile loaded). The contract step comes from its own feature.
 */
export const investorOnboardingRoute: RouteObject = {
  path: 'onboarding/investor',
  handle: { titleKey: 'pageTitle:investorOnboarding' },
  children: [
    { index: true, element: <Navigate to={FLOW_PATHS.investor.identification} replace /> },
    {
      element: <RequiresNotForeignUser />,
      children: [
        {
          path: 'identity-verification',
          element: <InvestorIdentityPage />,
          children: termsModalRoutes,
        },
      ],
    },
    {
      element: <RequiresInvestorIdentity />,
      children: [
        {
          path: 'provide-details',
          element: <InvestorDetailsPage />,
          handle: { titleKey: 'pageTitle:registerDetails' },
          children: termsModalRoutes,
        },
      ],
    },
    {
      element: <RequiresRegistration detailsPath={FLOW_PATHS.investor.details} />,
      children: [
        {
          path: 'verify-phone-number',
          element: <InvestorVerifyPage />,
          handle: { titleKey: 'pageTitle:verifyPhone' },
        },
      ],
    },
    // AML and the contract: signed in, the latest terms accepted, the profile loaded.
    {
      element: <RequiresLogin />,
      children: [
        {
          element: <RequiresAcceptedTerms />,
          children: [
            {
              element: <RequiresProfile />,
              children: [personAmlRoute, investorContractRoute],
            },
          ],
        },
      ],
    },
  ],
};
