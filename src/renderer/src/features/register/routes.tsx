import type { RouteObject } from 'react-router-dom';
import {
  FLOW_PATHS,
  RequiresIdentityCallback,
  RequiresRegistration,
  RequiresUnderAgeResult,
  VerifyPhonePage,
} from '../identification/index.ts';
import { termsModalRoutes } from '../terms/index.ts';
import { RegisterDetailsPage, RegisterIdentityPage, RegisterRejectedPage } from './pages.tsx';

/** Children of /register: identification, details, phone verification and the rejection. */
export const registerRoutes: RouteObject[] = [
  { path: 'identity-verification', element: <RegisterIdentityPage />, children: termsModalRoutes },
  {
    element: <RequiresIdentityCallback />,
    children: [
      {
        path: 'provide-details',
        element: <RegisterDetailsPage />,
        handle: { titleKey: 'pageTitle:registerDetails' },
      },
    ],
  },
  {
    element: <RequiresRegistration detailsPath={FLOW_PATHS.register.details} />,
    children: [
      {
        path: 'verify-phone-number',
        handle: { titleKey: 'pageTitle:verifyPhone' },
        element: <VerifyPhonePage titleKey="register:verify.title" />,
      },
    ],
  },
  {
    element: <RequiresUnderAgeResult />,
    children: [
      {
        path: 'rejected',
        element: <RegisterRejectedPage />,
        handle: { titleKey: 'pageTitle:registerRejected' },
      },
    ],
  },
];
