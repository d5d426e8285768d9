import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router-dom';
import { mustAcceptTermsAtom } from '../../state/atoms.ts';
import { PATHS } from '../paths.ts';
import { RedirectUnlessLeaving } from '../RedirectUnlessLeaving.tsx';

/** /terms-and-conditions is reachable only while the user must accept new terms. */
export function RequiresTermsPending() {
  const mustAccept = useAtomValue(mustAcceptTermsAtom);
  if (!mustAccept) return <RedirectUnlessLeaving to={PATHS.dashboard} />;
  return <Outlet />;
}
