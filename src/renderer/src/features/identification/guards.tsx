import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router-dom';
import {
  foreignOnboardingAtom,
  identityCallbackAtom,
  registrationAtom,
} from '../../state/identity.ts';
import { FLOW_PATHS } from './flow.ts';
import { useProfileFlags } from '../profile/index.ts';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/** /register/provide-details: only once an identity callback state exists. */
export function RequiresIdentityCallback() {
  const identity = useAtomValue(identityCallbackAtom);
  if (!identity) return <RedirectUnlessLeaving to={FLOW_PATHS.register.identification} />;
  return <Outlet />;
}

/** A foreign user: continuing as a foreign investor, or a profile marked is_foreigner. */
export function useIsForeignUser(): boolean {
  const foreignOnboarding = useAtomValue(foreignOnboardingAtom);
  const identity = useAtomValue(identityCallbackAtom);
  const flags = useProfileFlags();
  return foreignOnboarding === true || identity?.foreign === true || flags?.isForeigner === true;
}

/** /onboarding/investor/provide-details: an identity callback state or a foreign user. */
export function RequiresInvestorIdentity() {
  const identity = useAtomValue(identityCallbackAtom);
  const foreign = useIsForeignUser();
  if (!identity && !foreign) {
    return <RedirectUnlessLeaving to={FLOW_PATHS.investor.identification} />;
  }
  return <Outlet />;
}

/** /onboarding/investor/identity-verification is not for foreign users: on to their details. */
export function RequiresNotForeignUser() {
  const foreign = useIsForeignUser();
  if (foreign) return <RedirectUnlessLeaving to={FLOW_PATHS.investor.details} />;
  return <Outlet />;
}

/** The phone-verification steps: only once the details were posted (the SMS request body). */
export function RequiresRegistration({ detailsPath }: { detailsPath: string }) {
  const registration = useAtomValue(registrationAtom);
  if (!registration) return <RedirectUnlessLeaving to={detailsPath} />;
  return <Outlet />;
}

/** /register/rejected: only when the callback said the person is not over 18. */
export function RequiresUnderAgeResult() {
  const identity = useAtomValue(identityCallbackAtom);
  if (identity?.isOver18 !== false) {
    return <RedirectUnlessLeaving to={FLOW_PATHS.register.identification} />;
  }
  return <Outlet />;
}
