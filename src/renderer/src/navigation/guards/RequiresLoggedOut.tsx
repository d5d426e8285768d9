import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { sessionAtom } from '../../state/atoms.ts';
import { PATHS } from '../paths.ts';

/**
 * /login and /register are for users who are not logged in: entering them signed in goes to
 * /dashboard, or /restricted/{role} for a legacy user. The rule is checked on entry; when a
 * login completes on one of these pages, that page navigates to its own target.
 */
export function RequiresLoggedOut() {
  const session = useAtomValue(sessionAtom);
  const [sessionOnEntry] = useState(session);
  if (sessionOnEntry.kind === 'user') return <Navigate to={PATHS.dashboard} replace />;
  if (sessionOnEntry.kind === 'legacy') {
    return <Navigate to={PATHS.restricted(sessionOnEntry.role)} replace />;
  }
  return <Outlet />;
}
