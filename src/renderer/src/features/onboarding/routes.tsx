import { Navigate, type RouteObject } from 'react-router-dom';
import {
  FLOW_PATHS,
  RequiresInvestorIdentity,
  RequiresNotForeignUser,
  RequiresRegistration,
} from '../identification/index.ts';
import { investorContractRoute } from '../contract/index.ts';
import { termsModalRoutes } from '../terms/index.ts';
import { InvestorDetailsPage, InvestorIdentityPage, InvestorVerifyPage } from './pages.tsx';

/**
 * /onboarding/investor: identification, details and phone verification. The AML and contract
 * steps come in a later issue (their paths show the not-found page until then).
 */
export const investorOnboardingRoute: RouteObject = {
  path: 'onboarding/investor',
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
        { path: 'provide-details', element: <InvestorDetailsPage />, children: termsModalRoutes },
      ],
    },
    {
      element: <RequiresRegistration detailsPath={FLOW_PATHS.investor.details} />,
      children: [{ path: 'verify-phone-number', element: <InvestorVerifyPage /> }],
    },
    investorContractRoute,
  ],
};
