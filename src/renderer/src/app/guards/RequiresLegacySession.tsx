import { useAtomValue } from 'jotai';
import { Navigate, Outlet } from 'react-router-dom';
import { sessionAtom } from '../../state/atoms.ts';
import { PATHS } from '../paths.ts';

/** /restricted is for legacy sessions: anonymous → /login, a marketplace user → /dashboard. */
export function RequiresLegacySession() {
  const session = useAtomValue(sessionAtom);
  if (session.kind === 'anonymous') return <Navigate to={PATHS.login} replace />;
  if (session.kind === 'user') return <Navigate to={PATHS.dashboard} replace />;
  return <Outlet />;
}
