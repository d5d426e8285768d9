import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { PATHS } from '../../navigation/paths.ts';
import { sessionAtom } from '../../state/atoms.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { useProfile } from '../profile/index.ts';
import { investorOnboardingStep } from './onboarding-step.ts';

/** A signed-in user: the step their onboarding stands at, once the profile says which. */
function SignedInStep() {
  const profile = useProfile();
  if (profile.isSuccess) return <Navigate to={investorOnboardingStep(profile.data)} replace />;
  if (profile.isError) return <Navigate to={PATHS.investorOnboarding} replace />;
  return <PageLoading />;
}

/**
 * /onboarding, a redirect-only path (investor.md §2): without a marketplace session (signed out,
 * or a login of the old platform moving to the new one) onboarding starts where
 * /onboarding/investor does, with identification; a signed-in user goes on from where they are.
 */
export function OnboardingRedirect() {
  const session = useAtomValue(sessionAtom);
  if (session.kind !== 'user') return <Navigate to={PATHS.investorOnboarding} replace />;
  return <SignedInStep />;
}
