import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { sessionAtom } from '../../state/atoms.ts';
import { PATHS } from '../../navigation/paths.ts';

/** /restricted → /restricted/{role} by the stored legacy role. */
export function RestrictedRoleRedirect() {
  const session = useAtomValue(sessionAtom);
  if (session.kind !== 'legacy') return <Navigate to={PATHS.login} replace />;
  return <Navigate to={PATHS.restricted(session.role)} replace />;
}
