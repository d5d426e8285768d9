import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { rememberPostLoginRedirectAtom, sessionAtom } from '../../state/atoms.ts';
import { PATHS } from '../paths.ts';

/**
 * Signed in to the marketplace; anonymous → /login (the path asked for is kept for after the
 * login), a legacy session → /restricted/{role}.
 */
export function RequiresLogin() {
  const session = useAtomValue(sessionAtom);
  if (session.kind === 'anonymous') return <ToLogin />;
  if (session.kind === 'legacy') return <Navigate to={PATHS.restricted(session.role)} replace />;
  return <Outlet />;
}

function ToLogin() {
  const { pathname, search } = useLocation();
  const remember = useSetAtom(rememberPostLoginRedirectAtom);
  useEffect(() => {
    remember(`${pathname}${search}`);
  }, [remember, pathname, search]);
  return <Navigate to={PATHS.login} replace />;
}
