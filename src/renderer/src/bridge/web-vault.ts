import type { LegacyRole, VaultApi, VaultStatus } from '#shared/bridge.ts';
import { ok } from '#shared/result.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * Web mode's vault: the token lives in this tab's sessionStorage. This module and
 * ./web-auth.ts are the only places in the page that read it; in Electron the token stays in
 * main and the renderer never sees it.
 *
 * The time of the last input lives beside it, so that the idle timeout outlives a reload (and a
 * closed tab the browser reopens with its sessionStorage): a token whose last input is older
 * than the timeout, or unknown, is wiped when the page starts, as main does in Electron.
 */
export function createWebVault(
  storage: Storage,
  idle: { now: () => number; timeoutMinutes: number },
): VaultApi {
  const touch = () => storage.setItem(STORAGE_KEYS.lastInput, String(idle.now()));
  const wipe = () => {
    storage.removeItem(STORAGE_KEYS.token);
    storage.removeItem(STORAGE_KEYS.legacyRole);
    storage.removeItem(STORAGE_KEYS.lastInput);
  };
  if (storage.getItem(STORAGE_KEYS.token) !== null) {
    const last = Number(storage.getItem(STORAGE_KEYS.lastInput) ?? Number.NaN);
    const now = idle.now();
    if (!Number.isFinite(last) || last > now || last + idle.timeoutMinutes * 60_000 < now) wipe();
  }

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
      touch();
      return Promise.resolve(ok(status()));
    },
    storeLegacyToken(token: string, role: LegacyRole) {
      storage.setItem(STORAGE_KEYS.token, token);
      storage.setItem(STORAGE_KEYS.legacyRole, role);
      touch();
      return Promise.resolve(ok(status()));
    },
    status: () => Promise.resolve(status()),
    clear() {
      wipe();
      return Promise.resolve(ok(status()));
    },
    recordActivity() {
      if (storage.getItem(STORAGE_KEYS.token) !== null) touch();
    },
  };
}

/** The web token, for the API client's request hook and browser downloads only. */
export function readWebToken(storage: Storage): string | null {
  return storage.getItem(STORAGE_KEYS.token);
}
