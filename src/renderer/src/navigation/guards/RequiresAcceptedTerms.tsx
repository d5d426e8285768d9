import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router-dom';
import { mustAcceptTermsAtom } from '../../state/atoms.ts';
import { PATHS } from '../paths.ts';
import { RedirectUnlessLeaving } from '../RedirectUnlessLeaving.tsx';

/** Blocked while new terms wait for acceptance (a 403 set the flag) → /terms-and-conditions. */
export function RequiresAcceptedTerms() {
  const mustAccept = useAtomValue(mustAcceptTermsAtom);
  if (mustAccept) return <RedirectUnlessLeaving to={PATHS.acceptTerms} />;
  return <Outlet />;
}
