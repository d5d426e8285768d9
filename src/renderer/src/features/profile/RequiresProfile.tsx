import { useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { isApiError, isUnreachable } from '../../api/errors.ts';
import { PageLoading } from '../../ui/PageLoading.tsx';
import { useServices } from '../../services/app-services.ts';
import { useProfile } from './queries.ts';

/**
 * The profile (GET api/user) is loaded. Failure ends the session and goes to `/`; a 401 already
 * did that in the API client, and a 403 for unsigned terms sets the flag that
 * RequiresAcceptedTerms acts on. No answer at all is not a failed profile: the offline banner
 * says so and retries, and the page waits for it instead of signing the user out.
 */
export function RequiresProfile() {
  const profile = useProfile();
  const { session } = useServices();
  const error = profile.error;
  const endsSession =
    error !== null &&
    !isUnreachable(error) &&
    !(isApiError(error) && ['unauthorized', 'terms-not-signed'].includes(error.kind));
  useEffect(() => {
    if (endsSession) void session.end({ failure: true });
  }, [endsSession, session]);
  // A profile already loaded stays in use while the gateway does not answer (the offline view).
  if (profile.isSuccess || (profile.data !== undefined && isUnreachable(error))) return <Outlet />;
  return <PageLoading />;
}
