/* Signing the investor contract (/onboarding/investor/contract). */
export { investorContractRoute } from './routes.tsx';
export { UpdatedAgreements } from './UpdatedAgreements.tsx';
