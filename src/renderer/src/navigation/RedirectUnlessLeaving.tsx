import { Navigate, useLocation, useNavigation, type To } from 'react-router-dom';

/**
 * A screen's redirect (always replacing the entry), made only while no navigation to another
 * path is on its way. A screen or guard that decides where to send the user once its data has
 * come (/dashboard after the profile) would otherwise overtake a link the user clicked meanwhile,
 * whose screen was still loading. Screens redirect only through this (ESLint keeps it so); the
 * route tables' own redirects, which render as their route is matched, use `Navigate`.
 */
export function RedirectUnlessLeaving({ to }: { to: To }) {
  const { pathname } = useLocation();
  const pending = useNavigation().location;
  const leaving = pending !== undefined && pending.pathname !== pathname;
  return leaving ? null : <Navigate to={to} replace />;
}
