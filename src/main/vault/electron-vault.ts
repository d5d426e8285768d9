import type { BrowserWindow, Session } from 'electron';
import type { Logger } from '../log.ts';
import { createCiphertextStore } from './ciphertext-store.ts';
import type { KeyValueStore } from './ciphertext-store.ts';
import { createKeytarBackend, loadKeytar } from './keytar-backend.ts';
import { createSafeStorageBackend, safeStorageIsUsable } from './safe-storage-backend.ts';
import { createSessionActivity, restoreSession, type SessionActivity } from './session-activity.ts';
import type { SafeStorageLike } from './safe-storage-backend.ts';
import { createTokenVault } from './token-vault.ts';
import type { TokenVault } from './types.ts';

/** keytar first, then safeStorage ciphertext (never with basic_text), then memory. */
export function createAppVault(deps: {
  safeStorage: SafeStorageLike;
  store: KeyValueStore;
  session: Session;
  /** Runs `sessionStorage.clear()` in the renderer (main world, from main). */
  clearPageSessionStorage: () => Promise<void>;
  log: Logger;
}): TokenVault {
  return createTokenVault({
    backends: [
      async () => {
        const keytar = await loadKeytar();
        if (keytar === null) deps.log.warn('vault: keytar is not available');
        return keytar ? createKeytarBackend(keytar) : null;
      },
      () =>
        Promise.resolve(
          safeStorageIsUsable(deps.safeStorage, process.platform)
            ? createSafeStorageBackend(deps.safeStorage, createCiphertextStore(deps.store))
            : null,
        ),
    ],
    clearSessionData: async () => {
      // sessionStorage lives in the page: clear it there; HTTP and Cache Storage in the session.
      await deps.clearPageSessionStorage();
      await deps.session.clearStorageData({ storages: ['cachestorage', 'serviceworkers'] });
      await deps.session.clearCache();
    },
    log: deps.log,
  });
}

/** `sessionStorage.clear()` in the main window's page (main world, from main), when it is open. */
export function clearWindowSessionStorage(window: () => BrowserWindow | null) {
  return async (): Promise<void> => {
    const open = window();
    if (open && !open.isDestroyed()) {
      await open.webContents.executeJavaScript('sessionStorage.clear()', false);
    }
  };
}

/**
 * The app's vault with the saved session restored, and the record of the user's last input. The
 * idle timeout outlives a restart: a session idle for longer than `timeoutMinutes` is wiped, not
 * restored (session-activity.ts); the last input is written at quit.
 */
export async function openAppVault(
  deps: Parameters<typeof createAppVault>[0] & {
    app: { on(event: 'before-quit', listener: () => void): unknown };
    timeoutMinutes: number;
  },
): Promise<{ vault: TokenVault; activity: SessionActivity }> {
  const vault = createAppVault(deps);
  const now = () => Date.now();
  const activity = createSessionActivity({ store: deps.store, now });
  deps.app.on('before-quit', () => activity.flush());
  await restoreSession({
    vault,
    activity,
    timeoutMinutes: deps.timeoutMinutes,
    now,
    log: deps.log,
  });
  return { vault, activity };
}
