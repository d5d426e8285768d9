import { Navigate, type RouteObject } from 'react-router-dom';
import type { AppLanguage } from '#shared/languages.ts';
import {
  loginFallbackRoute,
  loginRoutes,
  onfidoRejectedRoute,
  LoginLayout,
} from '../features/auth/index.ts';
import { bankLoginRoute, identityCallbackRoute } from '../features/bank-login/index.ts';
import { companyOnboardingRoute } from '../features/company-onboarding/index.ts';
import { addCompanyRoutes, companyPagesRoute } from '../features/company/index.ts';
import { aboutRoute } from '../features/about/index.ts';
import { customerServiceRoute } from '../features/customer-service/index.ts';
import { borrowerLoanRoute } from '../features/borrower-loans/index.ts';
import { dashboardRoute } from '../features/dashboard/index.ts';
import { foreignInvestorRoute } from '../features/foreign-investor/index.ts';
import { fixedRatePortfolioRoutes, legacyRoutes } from '../features/legacy/index.ts';
import { legacyBorrowerRoute } from '../features/legacy-borrower/index.ts';
import {
  brokerRoutes,
  loanApplicationRoutes,
  tinkCallbackRoute,
} from '../features/loan-application/index.ts';
import { loanOfferRoutes } from '../features/loan-offer/index.ts';
import { investorOnboardingRoute, onboardingRedirectRoute } from '../features/onboarding/index.ts';
import { investorPortfolioRoute } from '../features/portfolio/index.ts';
import { RequiresIdentityVerified, onfidoRedirectRoute } from '../features/onfido/index.ts';
import { RequiresProfile, profileRoute } from '../features/profile/index.ts';
import { registerRoutes } from '../features/register/index.ts';
import { NotFoundPage, RootLayout } from '../features/shell/index.ts';
import { acceptTermsRoutes } from '../features/terms/index.ts';
import { PageLoadError } from '../ui/PageLoadError.tsx';
import { PageLoading } from '../ui/PageLoading.tsx';
import { RequiresAcceptedTerms } from '../navigation/guards/RequiresAcceptedTerms.tsx';
import { RequiresLoggedOut } from '../navigation/guards/RequiresLoggedOut.tsx';
import { RequiresLogin } from '../navigation/guards/RequiresLogin.tsx';
import { RequiresTermsPending } from '../navigation/guards/RequiresTermsPending.tsx';
import { PATHS } from '../navigation/paths.ts';
import { RequiresIdentityNotRejected } from './guards/RequiresIdentityNotRejected.tsx';
import { RequiresLegacySession } from './guards/RequiresLegacySession.tsx';
import { createLocaleSuffixLoader } from './locale-suffix.ts';
import { RouteEffects } from './RouteEffects.tsx';

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
      // The effects of every navigation (scroll, page views, the window title) beside the frame.
      element: (
        <>
          <RouteEffects />
          <RootLayout />
        </>
      ),
      errorElement: <PageLoadError />,
      hydrateFallbackElement: <PageLoading />,
      loader: createLocaleSuffixLoader(deps.setLanguage),
      // The suffix can appear on any navigation, not only when the root's own match changes.
      shouldRevalidate: () => true,
      children: [
        {
          index: true,
          element: <Navigate to={PATHS.dashboard} replace />,
          handle: { titleKey: 'pageTitle:dashboard' },
        },
        {
          element: <RequiresLoggedOut />,
          children: [
            {
              path: 'login',
              element: <LoginLayout />,
              handle: { titleKey: 'pageTitle:login' },
              children: [...loginRoutes, bankLoginRoute, loginFallbackRoute],
            },
            {
              path: 'register',
              handle: { titleKey: 'pageTitle:register' },
              children: [
                { index: true, element: <Navigate to={PATHS.registerIdentification} replace /> },
                ...registerRoutes,
                foreignInvestorRoute,
                {
                  path: '*',
                  element: <NotFoundPage />,
                  handle: { titleKey: 'pageTitle:notFound' },
                },
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
              handle: { titleKey: 'pageTitle:acceptTerms' },
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
                            investorPortfolioRoute,
                            companyPagesRoute,
                            ...addCompanyRoutes,
                            ...fixedRatePortfolioRoutes,
                            borrowerLoanRoute,
                            // Before the offer's steps: the start page is the exact path.
                            ...loanApplicationRoutes,
                            tinkCallbackRoute,
                            {
                              path: 'dashboard/borrower/loan-application',
                              handle: { titleKey: 'pageTitle:loanApplication' },
                              children: loanOfferRoutes,
                            },
                            {
                              path: 'dashboard/*',
                              element: <NotFoundPage />,
                              handle: { titleKey: 'pageTitle:notFound' },
                            },
                            ...brokerRoutes,
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
        onboardingRedirectRoute,
        investorOnboardingRoute,
        companyOnboardingRoute,
        onfidoRejectedRoute,
        onfidoRedirectRoute,
        // Needs neither a session nor the API: it helps most when the marketplace is unreachable.
        aboutRoute,
        customerServiceRoute,
        {
          path: 'restricted',
          element: <RequiresLegacySession />,
          handle: { titleKey: 'pageTitle:legacy' },
          children: [legacyBorrowerRoute, ...legacyRoutes],
        },
        { path: '*', element: <NotFoundPage />, handle: { titleKey: 'pageTitle:notFound' } },
      ],
    },
  ];
}
