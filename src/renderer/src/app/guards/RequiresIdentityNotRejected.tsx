import { useAtomValue } from 'jotai';
import { Navigate, Outlet } from 'react-router-dom';
import { profileFlagsAtom } from '../../state/atoms.ts';

/** A foreign user whose identity check was rejected (codes 2, 4, 6) → /onfido/rejected. */
export function RequiresIdentityNotRejected() {
  const flags = useAtomValue(profileFlagsAtom);
  if (flags?.foreignVerification === 'rejected') return <Navigate to="/onfido/rejected" replace />;
  return <Outlet />;
}
