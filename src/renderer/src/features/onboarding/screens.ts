/* The screens of onboarding's routes, loaded on demand by routes.tsx: one chunk per feature. */
export { OnboardingRedirect } from './OnboardingRedirect.tsx';
export { InvestorDetailsPage, InvestorIdentityPage, InvestorVerifyPage } from './pages.tsx';
export {
  RequiresInvestorIdentity,
  RequiresNotForeignUser,
  RequiresRegistration,
} from '../identification/index.ts';
