/* Company onboarding: the company's AML questionnaire and contract (/onboarding/company/{id}). */
export { companyOnboardingRoute } from './routes.tsx';
