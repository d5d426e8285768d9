import { useAtomValue } from 'jotai';
import { Navigate, Outlet } from 'react-router-dom';
import { sessionAtom } from '../../state/atoms.ts';

/** Signed in to the marketplace; anonymous → /login, a legacy session → /restricted/{role}. */
export function RequiresLogin() {
  const session = useAtomValue(sessionAtom);
  if (session.kind === 'anonymous') return <Navigate to="/login" replace />;
  if (session.kind === 'legacy') return <Navigate to={`/restricted/${session.role}`} replace />;
  return <Outlet />;
}
