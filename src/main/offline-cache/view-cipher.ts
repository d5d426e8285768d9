import { safeStorageIsUsable, type SafeStorageLike } from '../vault/safe-storage-backend.ts';

/** What the cache needs of the OS's protection: a cipher whose key the OS keeps for this user. */
export interface ViewCipher {
  /** Throws when it cannot encrypt (as safeStorage.encryptString does). */
  encrypt(text: string): Buffer;
  /** Throws when the data was not encrypted with this user's key (safeStorage.decryptString). */
  decrypt(data: Buffer): string;
}

/**
 * Electron's safeStorage as the cache's cipher, or null where it gives no real protection (no
 * keyring yet, or Linux's `basic_text`, a hard-coded key): then the views stay in memory only.
 */
export function safeStorageCipher(
  safeStorage: SafeStorageLike,
  platform: NodeJS.Platform,
): ViewCipher | null {
  if (!safeStorageIsUsable(safeStorage, platform)) return null;
  return {
    encrypt: (text) => safeStorage.encryptString(text),
    decrypt: (data) => safeStorage.decryptString(data),
  };
}
