import type { QueryClient } from '@tanstack/react-query';
import type { DesktopBridge, LegacyRole, VaultFailure, VaultStatus } from '#shared/bridge.ts';
import type { Result } from '#shared/result.ts';
import { SERVER_ERROR_KEY } from '../api/errors.ts';
import { pushToastAtom, resetSessionStateAtom, sessionAtom } from '../state/atoms.ts';
import type { Store } from '../state/store.ts';

export interface SessionController {
  /**
   * A marketplace login succeeded: hands the token to the vault and starts the user session.
   * In Electron, a vault that can keep it only in memory is announced. False when the vault
   * refused the token (nothing is started).
   */
  signIn(token: string): Promise<boolean>;
  /**
   * A legacy login (`POST api/legacy/auth`) succeeded: as `signIn`, with the legacy token and
   * role, and starts the legacy session.
   */
  signInLegacy(token: string, role: LegacyRole): Promise<boolean>;
  /** A marketplace session whose token the vault already holds (restored at start). */
  startUser(): void;
  /** A legacy session whose token and role the vault already holds (restored at start). */
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
  const startLegacy = (role: LegacyRole) => {
    deps.queryClient.clear();
    deps.store.set(sessionAtom, { kind: 'legacy', role });
  };
  /** Every login: the vault takes the token, a memory-only vault is announced, the session starts. */
  const signInWith = async (
    stored: Promise<Result<VaultStatus, VaultFailure>>,
    start: () => void,
  ): Promise<boolean> => {
    const result = await stored;
    if (!result.ok) return false;
    if (result.value.memoryOnly && deps.platform === 'electron') {
      deps.store.set(pushToastAtom, { messageKey: 'auth:memoryOnly', tone: 'info' });
    }
    start();
    return true;
  };
  return {
    signIn: (token) => signInWith(deps.bridge.vault.storeToken(token), startUser),
    signInLegacy: (token, role) =>
      signInWith(deps.bridge.vault.storeLegacyToken(token, role), () => startLegacy(role)),
    startUser,
    startLegacy,
    end(options) {
      if (options?.failure) {
        deps.store.set(pushToastAtom, { messageKey: SERVER_ERROR_KEY, tone: 'danger' });
      }
      ending ??= (async () => {
        deps.store.set(resetSessionStateAtom);
        void deps.queryClient.cancelQueries();
        deps.queryClient.clear();
        deps.navigate('/');
        const cleared = await deps.bridge.vault.clear();
        // The sign-in may still be stored on this computer: the user should know.
        if (!cleared.ok) {
          deps.store.set(pushToastAtom, { messageKey: 'errors:vaultClearFailed', tone: 'danger' });
        }
      })().finally(() => {
        ending = null;
      });
      return ending;
    },
  };
}
