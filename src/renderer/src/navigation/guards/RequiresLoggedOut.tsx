import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { sessionAtom } from '../../state/atoms.ts';
import { PATHS } from '../paths.ts';
import { RedirectUnlessLeaving } from '../RedirectUnlessLeaving.tsx';

/**
 * /login and /register are for users who are not logged in: entering them signed in goes to
 * /dashboard, or /restricted/{role} for a legacy user. The rule is checked on entry; when a
 * login completes on one of these pages, that page navigates to its own target.
 */
export function RequiresLoggedOut() {
  const session = useAtomValue(sessionAtom);
  const [sessionOnEntry] = useState(session);
  if (sessionOnEntry.kind === 'user') return <RedirectUnlessLeaving to={PATHS.dashboard} />;
  if (sessionOnEntry.kind === 'legacy') {
    return <RedirectUnlessLeaving to={PATHS.restricted(sessionOnEntry.role)} />;
  }
  return <Outlet />;
}
