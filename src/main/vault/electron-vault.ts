import type { BrowserWindow, Session } from 'electron';
import type { Logger } from '../log.ts';
import { createCiphertextStore } from './ciphertext-store.ts';
import type { KeyValueStore } from './ciphertext-store.ts';
import { createKeytarBackend, loadKeytar } from './keytar-backend.ts';
import { createSafeStorageBackend, safeStorageIsUsable } from './safe-storage-backend.ts';
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
