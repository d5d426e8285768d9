import { useAtomValue } from 'jotai';
import { Navigate, Outlet } from 'react-router-dom';
import { mustAcceptTermsAtom } from '../../state/atoms.ts';
import { PATHS } from '../paths.ts';

/** Blocked while new terms wait for acceptance (a 403 set the flag) → /terms-and-conditions. */
export function RequiresAcceptedTerms() {
  const mustAccept = useAtomValue(mustAcceptTermsAtom);
  if (mustAccept) return <Navigate to={PATHS.acceptTerms} replace />;
  return <Outlet />;
}
