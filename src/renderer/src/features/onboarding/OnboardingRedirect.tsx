import { useAtomValue } from 'jotai';
import { PATHS } from '../../navigation/paths.ts';
import { sessionAtom } from '../../state/atoms.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { useProfile } from '../profile/index.ts';
import { investorOnboardingStep } from './onboarding-step.ts';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/** A signed-in user: the step their onboarding stands at, once the profile says which. */
function SignedInStep() {
  const profile = useProfile();
  if (profile.isSuccess) return <RedirectUnlessLeaving to={investorOnboardingStep(profile.data)} />;
  if (profile.isError) return <RedirectUnlessLeaving to={PATHS.investorOnboarding} />;
  return <PageLoading />;
}

/**
 * /onboarding, a redirect-only path (investor.md §2): without a marketplace session (signed out,
 * or a login of the old platform moving to the new one) onboarding starts where
 * /onboarding/investor does, with identification; a signed-in user goes on from where they are.
 */
export function OnboardingRedirect() {
  const session = useAtomValue(sessionAtom);
  if (session.kind !== 'user') return <RedirectUnlessLeaving to={PATHS.investorOnboarding} />;
  return <SignedInStep />;
}
