import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { signedInFixedRatePath } from '../../features/legacy/index.ts';
import { sessionAtom } from '../../state/atoms.ts';
import { PATHS } from '../../navigation/paths.ts';

/**
 * /restricted is for legacy sessions: anonymous → /login, a marketplace user → /dashboard, or
 * for a restricted fixed-rate portfolio to the same portfolio on the dashboard (its hash kept).
 */
export function RequiresLegacySession() {
  const session = useAtomValue(sessionAtom);
  const { pathname, hash } = useLocation();
  if (session.kind === 'anonymous') return <Navigate to={PATHS.login} replace />;
  if (session.kind === 'user') {
    const portfolio = signedInFixedRatePath(pathname);
    return <Navigate to={portfolio ? { pathname: portfolio, hash } : PATHS.dashboard} replace />;
  }
  return <Outlet />;
}
