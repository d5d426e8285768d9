import { useCallback } from 'react';
import { useServices } from '../../app/services.ts';
import { authApi } from '#shared/api/auth.ts';
import { ANONYMOUS } from '../../api/client.ts';

/** GET api/auth/logout, then the session is cleared whatever the answer. */
export function useLogout(): () => Promise<void> {
  const { api, session } = useServices();
  return useCallback(async () => {
    try {
      await api.call(authApi.logout, undefined, ANONYMOUS);
    } catch {
      // A failed logout still clears the session.
    }
    await session.end();
  }, [api, session]);
}
