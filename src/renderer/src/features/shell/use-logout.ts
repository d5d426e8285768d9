import { useCallback } from 'react';
import { useServices } from '../../app/services.ts';
import { logout } from '../auth/api.ts';

/** GET api/auth/logout, then the session is cleared whatever the answer. */
export function useLogout(): () => Promise<void> {
  const { api, session } = useServices();
  return useCallback(async () => {
    try {
      await logout(api);
    } catch {
      // A failed logout still clears the session.
    }
    await session.end();
  }, [api, session]);
}
