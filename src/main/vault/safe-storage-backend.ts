import type { SecretBackend } from './types.ts';

/** The part of Electron's safeStorage we use. */
export interface SafeStorageLike {
  isEncryptionAvailable(): boolean;
  getSelectedStorageBackend?(): string;
  encryptString(plainText: string): Buffer;
  decryptString(encrypted: Buffer): string;
}

/** Where the ciphertext lives (electron-store in the app). Only ciphertext is ever written. */
export interface CiphertextStore {
  get(): string | undefined;
  set(base64: string): void;
  delete(): void;
}

/**
 * safeStorage is only as good as its key: on Linux, `basic_text` means a hard-coded key, which
 * is plaintext in disguise. Refuse it (and `unknown`, which means no keyring was detected).
 */
export function safeStorageIsUsable(
  safeStorage: SafeStorageLike,
  platform: NodeJS.Platform,
): boolean {
  if (!safeStorage.isEncryptionAvailable()) return false;
  if (platform !== 'linux') return true;
  const backend = safeStorage.getSelectedStorageBackend?.() ?? 'unknown';
  return backend !== 'basic_text' && backend !== 'unknown';
}

export function createSafeStorageBackend(
  safeStorage: SafeStorageLike,
  store: CiphertextStore,
): SecretBackend {
  return {
    kind: 'safeStorage',
    read: () => {
      const base64 = store.get();
      if (base64 === undefined || base64 === '') return Promise.resolve(null);
      return Promise.resolve(safeStorage.decryptString(Buffer.from(base64, 'base64')));
    },
    write: (secret) => {
      store.set(safeStorage.encryptString(secret).toString('base64'));
      return Promise.resolve();
    },
    erase: () => {
      store.delete();
      return Promise.resolve();
    },
  };
}
