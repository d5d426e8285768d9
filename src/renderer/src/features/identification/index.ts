/*
 * Identification and registration steps shared by /register (borrowers) and investor
 * onboarding: bank identification, the details form, phone verification, their guards and
 * where a finished registration continues.
 */
export { DetailsForm } from './DetailsForm.tsx';
export { afterRegistration, FLOW_PATHS, type RegistrationFlow } from './flow.ts';
export {
  RequiresIdentityCallback,
  RequiresInvestorIdentity,
  RequiresNotForeignUser,
  RequiresRegistration,
  RequiresUnderAgeResult,
} from './guards.tsx';
export { IdentificationCard, VerifyPhonePage } from './pages.tsx';
