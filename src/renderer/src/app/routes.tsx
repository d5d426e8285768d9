import { Navigate, type RouteObject } from 'react-router-dom';
import type { AppLanguage } from '#shared/languages.ts';
import { loginFallbackRoute, loginRoutes, onfidoRejectedRoute } from '../features/auth/routes.tsx';
import { LoginLayout } from '../features/auth/LoginLayout.tsx';
import { bankLoginRoute, identityCallbackRoute } from '../features/bank-login/routes.tsx';
import { dashboardRoute } from '../features/dashboard/routes.tsx';
import { foreignInvestorRoute } from '../features/foreign-investor/routes.tsx';
import { legacyRoutes } from '../features/legacy/routes.tsx';
import { investorOnboardingRoute } from '../features/onboarding/routes.tsx';
import { RequiresIdentityVerified } from '../features/onfido/RequiresIdentityVerified.tsx';
import { onfidoRedirectRoute } from '../features/onfido/routes.tsx';
import { profileRoute } from '../features/profile/routes.tsx';
import { registerRoutes } from '../features/register/routes.tsx';
import { NotFoundPage } from '../features/shell/NotFoundPage.tsx';
import { RootLayout } from '../features/shell/RootLayout.tsx';
import { acceptTermsRoutes } from '../features/terms/routes.tsx';
import { PageLoadError } from '../ui/PageLoadError.tsx';
import { PageLoading } from '../ui/PageLoading.tsx';
import { RequiresAcceptedTerms } from './guards/RequiresAcceptedTerms.tsx';
import { RequiresIdentityNotRejected } from './guards/RequiresIdentityNotRejected.tsx';
import { RequiresLegacySession } from './guards/RequiresLegacySession.tsx';
import { RequiresLoggedOut } from './guards/RequiresLoggedOut.tsx';
import { RequiresLogin } from './guards/RequiresLogin.tsx';
import { RequiresProfile } from './guards/RequiresProfile.tsx';
import { RequiresTermsPending } from './guards/RequiresTermsPending.tsx';
import { createLocaleSuffixLoader } from './locale-suffix.ts';

/**
 * The route table (spec paths as they are), assembled from the features' own routes into the
 * guard zones. Guards are wrapper routes, one per rule; the root loader strips a trailing locale
 * segment and switches the language.
 */
export function createRoutes(deps: {
  setLanguage: (language: AppLanguage) => void;
}): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      element: <RootLayout />,
      errorElement: <PageLoadError />,
      hydrateFallbackElement: <PageLoading />,
      loader: createLocaleSuffixLoader(deps.setLanguage),
      // The suffix can appear on any navigation, not only when the root's own match changes.
      shouldRevalidate: () => true,
      children: [
        { index: true, element: <Navigate to="/dashboard" replace /> },
        {
          element: <RequiresLoggedOut />,
          children: [
            {
              path: 'login',
              element: <LoginLayout />,
              children: [...loginRoutes, bankLoginRoute, loginFallbackRoute],
            },
            {
              path: 'register',
              children: [
                { index: true, element: <Navigate to="/register/identity-verification" replace /> },
                ...registerRoutes,
                foreignInvestorRoute,
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
        {
          element: <RequiresLogin />,
          children: [
            {
              path: 'terms-and-conditions',
              element: <RequiresTermsPending />,
              children: acceptTermsRoutes,
            },
            {
              element: <RequiresAcceptedTerms />,
              children: [
                {
                  element: <RequiresProfile />,
                  children: [
                    {
                      element: <RequiresIdentityNotRejected />,
                      children: [
                        {
                          // A foreign user's processing document check is shown in place.
                          element: <RequiresIdentityVerified />,
                          children: [
                            dashboardRoute,
                            profileRoute,
                            // Investor, borrower and company pages come in later issues.
                            { path: 'dashboard/*', element: <NotFoundPage /> },
                            // Guarded now so that the path is kept for after the login.
                            { path: 'borrower/*', element: <NotFoundPage /> },
                          ],
                        },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        identityCallbackRoute,
        investorOnboardingRoute,
        onfidoRejectedRoute,
        onfidoRedirectRoute,
        { path: 'restricted', element: <RequiresLegacySession />, children: legacyRoutes },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
