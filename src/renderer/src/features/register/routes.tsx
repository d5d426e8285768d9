import type { RouteObject } from 'react-router-dom';
import { termsModalRoutes } from '../terms/routes.tsx';
import { FLOW_PATHS } from './flow.ts';
import {
  RequiresIdentityCallback,
  RequiresRegistration,
  RequiresUnderAgeResult,
} from './guards.tsx';
import {
  RegisterDetailsPage,
  RegisterIdentityPage,
  RegisterRejectedPage,
  VerifyPhonePage,
} from './pages.tsx';

/** Children of /register: identification, details, phone verification and the rejection. */
export const registerRoutes: RouteObject[] = [
  { path: 'identity-verification', element: <RegisterIdentityPage />, children: termsModalRoutes },
  {
    element: <RequiresIdentityCallback />,
    children: [{ path: 'provide-details', element: <RegisterDetailsPage /> }],
  },
  {
    element: <RequiresRegistration detailsPath={FLOW_PATHS.register.details} />,
    children: [
      {
        path: 'verify-phone-number',
        element: <VerifyPhonePage titleKey="register:verify.title" />,
      },
    ],
  },
  {
    element: <RequiresUnderAgeResult />,
    children: [{ path: 'rejected', element: <RegisterRejectedPage /> }],
  },
];
