/* Signing the investor contract (/onboarding/investor/contract). */
export { UpdatedAgreements } from './UpdatedAgreements.tsx';
export { investorAgreementsQuery } from './queries.ts';
