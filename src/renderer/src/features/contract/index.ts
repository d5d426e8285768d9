/* Signing the investor contract (/onboarding/investor/contract). */
export { investorContractRoute } from './routes.tsx';
