/* Investor onboarding (/onboarding/investor). */
export { investorOnboardingRoute, onboardingRedirectRoute } from './routes.tsx';
