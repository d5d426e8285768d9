import { useAtomValue } from 'jotai';
import { Outlet, useLocation } from 'react-router-dom';
import { signedInFixedRatePath } from '../../features/legacy/index.ts';
import { sessionAtom } from '../../state/atoms.ts';
import { PATHS } from '../../navigation/paths.ts';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/**
 * /restricted is for legacy sessions: anonymous → /login, a marketplace user → /dashboard, or
 * for a restricted fixed-rate portfolio to the same portfolio on the dashboard (its hash kept).
 */
export function RequiresLegacySession() {
  const session = useAtomValue(sessionAtom);
  const { pathname, hash } = useLocation();
  if (session.kind === 'anonymous') return <RedirectUnlessLeaving to={PATHS.login} />;
  if (session.kind === 'user') {
    const portfolio = signedInFixedRatePath(pathname);
    return (
      <RedirectUnlessLeaving to={portfolio ? { pathname: portfolio, hash } : PATHS.dashboard} />
    );
  }
  return <Outlet />;
}
