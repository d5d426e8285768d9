import { Outlet } from 'react-router-dom';
import { useProfileFlags } from '../../features/profile/index.ts';
import { PATHS } from '../../navigation/paths.ts';
import { RedirectUnlessLeaving } from '../../navigation/RedirectUnlessLeaving.tsx';

/** A foreign user whose identity check was rejected (codes 2, 4, 6) → /onfido/rejected. */
export function RequiresIdentityNotRejected() {
  const flags = useProfileFlags();
  if (flags?.foreignVerification === 'rejected')
    return <RedirectUnlessLeaving to={PATHS.onfidoRejected} />;
  return <Outlet />;
}
