import { LOAN_APPLICATION_PATH } from '../../app/post-login.ts';
import type { AuthGoal } from '#shared/api/identity.ts';

/** Registration runs in two places: /register (borrowers) and investor onboarding. */
export type RegistrationFlow = 'register' | 'investor';

export const FLOW_PATHS: Record<
  RegistrationFlow,
  { identification: string; details: string; verify: string }
> = {
  register: {
    identification: '/register/identity-verification',
    details: '/register/provide-details',
    verify: '/register/verify-phone-number',
  },
  investor: {
    identification: '/onboarding/investor/identity-verification',
    details: '/onboarding/investor/provide-details',
    verify: '/onboarding/investor/verify-phone-number',
  },
};

export const INVESTOR_AML_PATH = '/onboarding/investor/aml';

/**
 * Where a verified registration continues: an investor or a foreigner to the investor AML step,
 * a borrower with a broker application to the loan application, anyone else to /dashboard.
 */
export function afterRegistration(result: {
  goal: AuthGoal | null;
  foreign: boolean;
  blaId: string | null;
}): string {
  if (result.goal === 'investor' || result.foreign) return INVESTOR_AML_PATH;
  if (result.blaId) return LOAN_APPLICATION_PATH;
  return '/dashboard';
}
