import type { QueryClient } from '@tanstack/react-query';
import type { DesktopBridge, LegacyRole } from '../../../shared/bridge.ts';
import { SERVER_ERROR_KEY } from '../api/errors.ts';
import { pushToastAtom, resetSessionStateAtom, sessionAtom } from '../state/atoms.ts';
import type { Store } from './services.ts';

export interface SessionController {
  /**
   * A marketplace login succeeded: hands the token to the vault and starts the user session.
   * In Electron, a vault that can keep it only in memory is announced. False when the vault
   * refused the token (nothing is started).
   */
  signIn(token: string): Promise<boolean>;
  /** A marketplace session whose token the vault already holds (restored at start). */
  startUser(): void;
  /** A legacy login succeeded and the vault holds the legacy token and role. */
  startLegacy(role: LegacyRole): void;
  /**
   * Logout, a 401 or a failed profile load: the vault, all session state and the query cache
   * are cleared and the app goes to `/`. Concurrent calls share one run. With `failure`, the
   * server error text is shown as a toast (the profile could not be loaded).
   */
  end(options?: { failure?: boolean }): Promise<void>;
}

export function createSessionController(deps: {
  bridge: DesktopBridge;
  store: Store;
  queryClient: QueryClient;
  navigate: (to: string) => void;
  platform: 'electron' | 'web';
}): SessionController {
  let ending: Promise<void> | null = null;
  const startUser = () => {
    deps.queryClient.clear();
    deps.store.set(sessionAtom, { kind: 'user' });
  };
  return {
    async signIn(token) {
      const stored = await deps.bridge.vault.storeToken(token);
      if (!stored.ok) return false;
      if (stored.value.memoryOnly && deps.platform === 'electron') {
        deps.store.set(pushToastAtom, { messageKey: 'auth:memoryOnly', tone: 'info' });
      }
      startUser();
      return true;
    },
    startUser,
    startLegacy(role) {
      deps.queryClient.clear();
      deps.store.set(sessionAtom, { kind: 'legacy', role });
    },
    end(options) {
      if (options?.failure) {
        deps.store.set(pushToastAtom, { messageKey: SERVER_ERROR_KEY, tone: 'danger' });
      }
      ending ??= (async () => {
        deps.store.set(resetSessionStateAtom);
        void deps.queryClient.cancelQueries();
        deps.queryClient.clear();
        deps.navigate('/');
        await deps.bridge.vault.clear();
      })().finally(() => {
        ending = null;
      });
      return ending;
    },
  };
}
