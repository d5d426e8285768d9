import type { Logger } from '../log.ts';
import { createCiphertextStore, type KeyValueStore } from '../vault/ciphertext-store.ts';
import type { SafeStorageLike } from '../vault/safe-storage-backend.ts';
import type { SessionActivity } from '../vault/session-activity.ts';
import type { TokenVault } from '../vault/types.ts';
import { createOfflineCache, type OfflineCache } from './offline-cache.ts';
import { sessionTag } from './session-tag.ts';
import { safeStorageCipher } from './view-cipher.ts';

/** Where the views' ciphertext is kept: the app's settings store, beside the token's fallback. */
export const OFFLINE_CIPHERTEXT_KEY = 'offlineViewsCiphertext';

/** How often main itself erases the views of a session that has gone idle. */
export const CHECK_EVERY_MS = 60_000;

/**
 * The app's offline cache, bound to the vault's session and to the idle timeout: a session with
 * no input for `timeoutMinutes` (or none known) loses its views, checked at every use and every
 * minute, so that they go at the idle timeout even when the renderer does not end the session.
 * What a session restored at start may not see is erased at once.
 */
export function openOfflineCache(deps: {
  safeStorage: SafeStorageLike;
  store: KeyValueStore;
  vault: Pick<TokenVault, 'tokens'>;
  activity: Pick<SessionActivity, 'lastInput'>;
  timeoutMinutes: number;
  now: () => number;
  log: Logger;
}): OfflineCache {
  const timeoutMs = deps.timeoutMinutes * 60_000;
  const cache = createOfflineCache({
    cipher: safeStorageCipher(deps.safeStorage, process.platform),
    store: createCiphertextStore(deps.store, OFFLINE_CIPHERTEXT_KEY),
    session: {
      tag: () => sessionTag(deps.vault.tokens()),
      idle: () => {
        const last = deps.activity.lastInput();
        return last === null || deps.now() - last > timeoutMs;
      },
    },
    log: deps.log,
  });
  cache.check();
  setInterval(() => cache.check(), CHECK_EVERY_MS).unref();
  return cache;
}
