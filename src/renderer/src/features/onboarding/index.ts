/* Investor onboarding (/onboarding/investor). */
export { investorOnboardingRoute } from './routes.tsx';
