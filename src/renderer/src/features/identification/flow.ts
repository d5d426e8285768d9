import type { AuthGoal } from '#shared/api/identity.ts';
import { PATHS } from '../../navigation/paths.ts';

/** Registration runs in two places: /register (borrowers) and investor onboarding. */
export type RegistrationFlow = 'register' | 'investor';

export const FLOW_PATHS: Record<
  RegistrationFlow,
  { identification: string; details: string; verify: string }
> = {
  register: {
    identification: PATHS.registerIdentification,
    details: PATHS.registerDetails,
    verify: PATHS.registerVerify,
  },
  investor: {
    identification: PATHS.investorIdentification,
    details: PATHS.investorDetails,
    verify: PATHS.investorVerify,
  },
};

/**
 * Where a verified registration continues: an investor or a foreigner to the investor AML step,
 * a borrower with a broker application to the loan application, anyone else to /dashboard.
 */
export function afterRegistration(result: {
  goal: AuthGoal | null;
  foreign: boolean;
  blaId: string | null;
}): string {
  if (result.goal === 'investor' || result.foreign) return PATHS.investorAml;
  if (result.blaId) return PATHS.loanApplication;
  return PATHS.dashboard;
}
