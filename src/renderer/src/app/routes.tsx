import { Navigate, type RouteObject } from 'react-router-dom';
import type { AppLanguage } from '#shared/languages.ts';
import { loginRoute, onfidoRejectedRoute } from '../features/auth/routes.tsx';
import { bankLoginRoute, identityCallbackRoute } from '../features/bank-login/routes.tsx';
import { companyOnboardingRoute } from '../features/company-onboarding/routes.tsx';
import { addCompanyRoutes, companyPagesRoute } from '../features/company/routes.tsx';
import { aboutRoute } from '../features/about/routes.tsx';
import { customerServiceRoute } from '../features/customer-service/routes.tsx';
import { borrowerLoanRoute } from '../features/borrower-loans/routes.tsx';
import { dashboardRoute } from '../features/dashboard/routes.tsx';
import { foreignInvestorRoute } from '../features/foreign-investor/routes.tsx';
import { fixedRatePortfolioRoutes, legacyRoutes } from '../features/legacy/routes.tsx';
import { legacyBorrowerRoute } from '../features/legacy-borrower/routes.tsx';
import {
  brokerRoutes,
  loanApplicationRoutes,
  tinkCallbackRoute,
} from '../features/loan-application/routes.tsx';
import { loanOfferRoutes } from '../features/loan-offer/routes.tsx';
import {
  investorOnboardingRoute,
  onboardingRedirectRoute,
} from '../features/onboarding/routes.tsx';
import { investorPortfolioRoute } from '../features/portfolio/routes.tsx';
import { RequiresIdentityVerified } from '../features/onfido/index.ts';
import { onfidoRedirectRoute } from '../features/onfido/routes.tsx';
import { RequiresProfile } from '../features/profile/index.ts';
import { profileRoute } from '../features/profile/routes.tsx';
import { registerRoutes } from '../features/register/routes.tsx';
import { NotFoundPage, RootLayout } from '../features/shell/index.ts';
import { acceptTermsRoutes } from '../features/terms/routes.tsx';
import { PageLoadError } from '../ui/PageLoadError.tsx';
import { PageLoading } from '../ui/PageLoading.tsx';
import { RequiresAcceptedTerms } from '../navigation/guards/RequiresAcceptedTerms.tsx';
import { RequiresLoggedOut } from '../navigation/guards/RequiresLoggedOut.tsx';
import { RequiresLogin } from '../navigation/guards/RequiresLogin.tsx';
import { RequiresTermsPending } from '../navigation/guards/RequiresTermsPending.tsx';
import { PATHS } from '../navigation/paths.ts';
import { RequiresIdentityNotRejected } from './guards/RequiresIdentityNotRejected.tsx';
import { createLocaleSuffixLoader } from './locale-suffix.ts';
import { RouteEffects } from './RouteEffects.tsx';

/**
 * The route table (spec paths as they are), assembled from the features' own routes into the
 * guard zones. Guards are wrapper routes, one per rule; the root loader strips a trailing locale
 * segment and switches the language. The features' routes load their screens on demand (each
 * feature's routes.tsx), so the start evaluates only the frame, the zones' guards and the screen
 * shown; tests/structure/lazy-routes.test.ts keeps it so.
 */
export function createRoutes(deps: {
  setLanguage: (language: AppLanguage) => void;
  /** The hash of the location the router is loading (see createLocaleSuffixLoader). */
  loadingHash: () => string;
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
      loader: createLocaleSuffixLoader(deps.setLanguage, deps.loadingHash),
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
            loginRoute([bankLoginRoute]),
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
          lazy: () =>
            import('./guards/RequiresLegacySession.tsx').then((m) => ({
              element: <m.RequiresLegacySession />,
            })),
          handle: { titleKey: 'pageTitle:legacy' },
          children: [legacyBorrowerRoute, ...legacyRoutes],
        },
        { path: '*', element: <NotFoundPage />, handle: { titleKey: 'pageTitle:notFound' } },
      ],
    },
  ];
}
