import { Navigate, useLocation, useNavigation } from 'react-router-dom';

/**
 * A screen's redirect, made only while no navigation to another path is on its way. A screen
 * that decides where to send the user once its data has come (/dashboard after the profile)
 * would otherwise overtake a link the user clicked meanwhile, whose screen was still loading.
 */
export function RedirectUnlessLeaving({ to }: { to: string }) {
  const { pathname } = useLocation();
  const pending = useNavigation().location;
  const leaving = pending !== undefined && pending.pathname !== pathname;
  return leaving ? null : <Navigate to={to} replace />;
}
