import { useAtomValue } from 'jotai';
import { Navigate, Outlet } from 'react-router-dom';
import { sessionAtom } from '../../state/atoms.ts';

/** /restricted is for legacy sessions: anonymous → /login, a marketplace user → /dashboard. */
export function RequiresLegacySession() {
  const session = useAtomValue(sessionAtom);
  if (session.kind === 'anonymous') return <Navigate to="/login" replace />;
  if (session.kind === 'user') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
