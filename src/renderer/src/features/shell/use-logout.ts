import { useCallback } from 'react';
import { useServices } from '../../services/app-services.ts';
import { authApi } from '#shared/api/auth.ts';
import { ANONYMOUS } from '../../api/client.ts';

/**
 * How long the logout waits for the server's answer. A gateway that does not answer must not
 * keep the session open (the API timeout is 5 minutes), least of all at a session timeout.
 */
export const LOGOUT_WAIT_MS = 5_000;

/** GET api/auth/logout, then the session is cleared whatever the answer (or after LOGOUT_WAIT_MS). */
export function useLogout(): () => Promise<void> {
  const { api, clock, session } = useServices();
  return useCallback(async () => {
    let stopWaiting: () => void = () => undefined;
    const waited = new Promise<void>((resolve) => {
      stopWaiting = clock.setTimeout(resolve, LOGOUT_WAIT_MS);
    });
    // A failed logout still clears the session.
    const answered = api.call(authApi.logout, undefined, ANONYMOUS).then(
      () => undefined,
      () => undefined,
    );
    await Promise.race([answered, waited]);
    stopWaiting();
    await session.end();
  }, [api, clock, session]);
}
