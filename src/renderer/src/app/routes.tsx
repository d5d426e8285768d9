import { Navigate, type RouteObject } from 'react-router-dom';
import type { AppLanguage } from '#shared/languages.ts';
import { EmailLoginPage } from '../features/auth/EmailLoginPage.tsx';
import { LoginLayout } from '../features/auth/LoginLayout.tsx';
import { OnfidoRejectedPage } from '../features/auth/OnfidoRejectedPage.tsx';
import { SmsCodePage } from '../features/auth/SmsCodePage.tsx';
import { SmsVerifyPage } from '../features/auth/SmsVerifyPage.tsx';
import { bankLoginRoute, identityCallbackRoute } from '../features/bank-login/routes.tsx';
import { DashboardPage } from '../features/dashboard/DashboardPage.tsx';
import { ForeignInvestorDetailsPage } from '../features/foreign-investor/ForeignInvestorDetailsPage.tsx';
import { TermsModal } from '../features/terms/TermsModal.tsx';
import { OnfidoRedirectPage } from '../features/onfido/OnfidoRedirectPage.tsx';
import { RequiresIdentityVerified } from '../features/onfido/RequiresIdentityVerified.tsx';
import { ProfilePage } from '../features/profile/ProfilePage.tsx';
import { LegacyGreetingPage } from '../features/legacy/LegacyGreetingPage.tsx';
import { RestrictedRoleRedirect } from '../features/legacy/RestrictedRoleRedirect.tsx';
import { investorOnboardingRoute } from '../features/onboarding/routes.tsx';
import { registerRoutes } from '../features/register/routes.tsx';
import { NotFoundPage } from '../features/shell/NotFoundPage.tsx';
import { RootLayout } from '../features/shell/RootLayout.tsx';
import { TermsPage } from '../features/terms/TermsPage.tsx';
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
 * The route table (spec paths as they are). Guards are wrapper routes, one per rule; the root
 * loader strips a trailing locale segment and switches the language.
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
              children: [
                { index: true, element: <Navigate to="/login/sms/code" replace /> },
                { path: 'sms/code', element: <SmsCodePage /> },
                { path: 'sms/verify', element: <SmsVerifyPage /> },
                { path: 'email', element: <EmailLoginPage /> },
                bankLoginRoute,
                { path: '*', element: <Navigate to="/login/sms/code" replace /> },
              ],
            },
            {
              path: 'register',
              children: [
                { index: true, element: <Navigate to="/register/identity-verification" replace /> },
                ...registerRoutes,
                {
                  path: 'foreign-investor/provide-details',
                  element: <ForeignInvestorDetailsPage />,
                  children: [
                    {
                      path: 'terms-and-conditions',
                      element: <TermsModal variant="terms" />,
                    },
                    {
                      path: 'terms-and-conditions-and-price-list',
                      element: <TermsModal variant="terms-and-price-list" />,
                    },
                  ],
                },
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
              children: [{ index: true, element: <TermsPage /> }],
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
                            { path: 'dashboard', element: <DashboardPage /> },
                            { path: 'dashboard/profile', element: <ProfilePage /> },
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
        { path: 'onfido/rejected', element: <OnfidoRejectedPage /> },
        { path: 'onfido/redirect', element: <OnfidoRedirectPage /> },
        {
          path: 'restricted',
          element: <RequiresLegacySession />,
          children: [
            { index: true, element: <RestrictedRoleRedirect /> },
            { path: 'borrower', element: <LegacyGreetingPage role="borrower" /> },
            { path: 'investor', element: <LegacyGreetingPage role="investor" /> },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
