import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { rememberPostLoginRedirectAtom, sessionAtom } from '../../state/atoms.ts';
import { PATHS } from '../paths.ts';
import { RedirectUnlessLeaving } from '../RedirectUnlessLeaving.tsx';

/**
 * Signed in to the marketplace; anonymous → /login (the path asked for is kept for after the
 * login), a legacy session → /restricted/{role}.
 */
export function RequiresLogin() {
  const session = useAtomValue(sessionAtom);
  if (session.kind === 'anonymous') return <ToLogin />;
  if (session.kind === 'legacy')
    return <RedirectUnlessLeaving to={PATHS.restricted(session.role)} />;
  return <Outlet />;
}

function ToLogin() {
  const { pathname, search } = useLocation();
  const remember = useSetAtom(rememberPostLoginRedirectAtom);
  useEffect(() => {
    remember(`${pathname}${search}`);
  }, [remember, pathname, search]);
  return <RedirectUnlessLeaving to={PATHS.login} />;
}
