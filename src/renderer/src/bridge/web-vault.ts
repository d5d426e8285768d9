import type { LegacyRole, VaultApi, VaultStatus } from '#shared/bridge.ts';
import { ok } from '#shared/result.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * Web mode's vault: the token lives in this tab's sessionStorage. This module and
 * ./web-auth.ts are the only places in the page that read it; in Electron the token stays in
 * main and the renderer never sees it.
 */
export function createWebVault(storage: Storage): VaultApi {
  const status = (): VaultStatus => {
    const stored = storage.getItem(STORAGE_KEYS.legacyRole);
    const legacyRole = stored === 'investor' || stored === 'borrower' ? stored : null;
    // One key holds the current token: a legacy one while a legacy role is stored.
    return {
      hasToken: storage.getItem(STORAGE_KEYS.token) !== null && legacyRole === null,
      legacyRole,
      backend: 'memory',
      memoryOnly: true,
    };
  };
  return {
    storeToken(token: string) {
      storage.setItem(STORAGE_KEYS.token, token);
      storage.removeItem(STORAGE_KEYS.legacyRole);
      return Promise.resolve(ok(status()));
    },
    storeLegacyToken(token: string, role: LegacyRole) {
      storage.setItem(STORAGE_KEYS.token, token);
      storage.setItem(STORAGE_KEYS.legacyRole, role);
      return Promise.resolve(ok(status()));
    },
    status: () => Promise.resolve(status()),
    clear() {
      storage.removeItem(STORAGE_KEYS.token);
      storage.removeItem(STORAGE_KEYS.legacyRole);
      return Promise.resolve(ok(status()));
    },
  };
}

/** The web token, for the API client's request hook and browser downloads only. */
export function readWebToken(storage: Storage): string | null {
  return storage.getItem(STORAGE_KEYS.token);
}
