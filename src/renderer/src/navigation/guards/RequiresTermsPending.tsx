import { useAtomValue } from 'jotai';
import { Navigate, Outlet } from 'react-router-dom';
import { mustAcceptTermsAtom } from '../../state/atoms.ts';
import { PATHS } from '../paths.ts';

/** /terms-and-conditions is reachable only while the user must accept new terms. */
export function RequiresTermsPending() {
  const mustAccept = useAtomValue(mustAcceptTermsAtom);
  if (!mustAccept) return <Navigate to={PATHS.dashboard} replace />;
  return <Outlet />;
}
