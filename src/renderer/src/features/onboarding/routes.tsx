import { Navigate, type RouteObject } from 'react-router-dom';
import { RequiresAcceptedTerms } from '../../navigation/guards/RequiresAcceptedTerms.tsx';
import { RequiresLogin } from '../../navigation/guards/RequiresLogin.tsx';
import { PATHS } from '../../navigation/paths.ts';
import { personAmlRoute } from '../aml/routes.tsx';
import { investorContractRoute } from '../contract/routes.tsx';
import { RequiresProfile } from '../profile/index.ts';
import { termsModalRoutes } from '../terms/routes.tsx';

/* Investor onboarding (/onboarding/investor). */
const screens = () => import('./screens.ts');

/** /onboarding: a redirect-only path (investor.md §2), to where the user's onboarding stands. */
export const onboardingRedirectRoute: RouteObject = {
  path: 'onboarding',
  lazy: () => screens().then((s) => ({ element: <s.OnboardingRedirect /> })),
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
    { index: true, element: <Navigate to={PATHS.investorIdentification} replace /> },
    {
      lazy: () => screens().then((s) => ({ element: <s.RequiresNotForeignUser /> })),
      children: [
        {
          path: 'identity-verification',
          lazy: () => screens().then((s) => ({ element: <s.InvestorIdentityPage /> })),
          children: termsModalRoutes,
        },
      ],
    },
    {
      lazy: () => screens().then((s) => ({ element: <s.RequiresInvestorIdentity /> })),
      children: [
        {
          path: 'provide-details',
          lazy: () => screens().then((s) => ({ element: <s.InvestorDetailsPage /> })),
          handle: { titleKey: 'pageTitle:registerDetails' },
          children: termsModalRoutes,
        },
      ],
    },
    {
      lazy: () =>
        screens().then((s) => ({
          element: <s.RequiresRegistration detailsPath={PATHS.investorDetails} />,
        })),
      children: [
        {
          path: 'verify-phone-number',
          lazy: () => screens().then((s) => ({ element: <s.InvestorVerifyPage /> })),
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
