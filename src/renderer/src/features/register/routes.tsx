import type { RouteObject } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';
import { termsModalRoutes } from '../terms/routes.tsx';

/* /register: a new borrower's identification, details and phone verification. */
const screens = () => import('./screens.ts');

/** Children of /register: identification, details, phone verification and the rejection. */
export const registerRoutes: RouteObject[] = [
  {
    path: 'identity-verification',
    lazy: () => screens().then((s) => ({ element: <s.RegisterIdentityPage /> })),
    children: termsModalRoutes,
  },
  {
    lazy: () => screens().then((s) => ({ element: <s.RequiresIdentityCallback /> })),
    children: [
      {
        path: 'provide-details',
        lazy: () => screens().then((s) => ({ element: <s.RegisterDetailsPage /> })),
        handle: { titleKey: 'pageTitle:registerDetails' },
      },
    ],
  },
  {
    lazy: () =>
      screens().then((s) => ({
        element: <s.RequiresRegistration detailsPath={PATHS.registerDetails} />,
      })),
    children: [
      {
        path: 'verify-phone-number',
        handle: { titleKey: 'pageTitle:verifyPhone' },
        lazy: () =>
          screens().then((s) => ({
            element: <s.VerifyPhonePage titleKey="register:verify.title" />,
          })),
      },
    ],
  },
  {
    lazy: () => screens().then((s) => ({ element: <s.RequiresUnderAgeResult /> })),
    children: [
      {
        path: 'rejected',
        lazy: () => screens().then((s) => ({ element: <s.RegisterRejectedPage /> })),
        handle: { titleKey: 'pageTitle:registerRejected' },
      },
    ],
  },
];
