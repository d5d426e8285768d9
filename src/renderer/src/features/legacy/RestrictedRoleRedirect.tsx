import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { sessionAtom } from '../../state/atoms.ts';

/** /restricted → /restricted/{role} by the stored legacy role. */
export function RestrictedRoleRedirect() {
  const session = useAtomValue(sessionAtom);
  if (session.kind !== 'legacy') return <Navigate to="/login" replace />;
  return <Navigate to={`/restricted/${session.role}`} replace />;
}
