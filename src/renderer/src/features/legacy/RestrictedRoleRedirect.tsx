import { useAtomValue } from 'jotai';
import { sessionAtom } from '../../state/atoms.ts';
import { PATHS } from '../../navigation/paths.ts';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/** /restricted → /restricted/{role} by the stored legacy role. */
export function RestrictedRoleRedirect() {
  const session = useAtomValue(sessionAtom);
  if (session.kind !== 'legacy') return <RedirectUnlessLeaving to={PATHS.login} />;
  return <RedirectUnlessLeaving to={PATHS.restricted(session.role)} />;
}
