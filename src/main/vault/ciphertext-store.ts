import type { CiphertextStore } from './safe-storage-backend.ts';

/** The part of electron-store (conf) the vault uses. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

export const CIPHERTEXT_KEY = 'vaultCiphertext';

export function createCiphertextStore(store: KeyValueStore, key = CIPHERTEXT_KEY): CiphertextStore {
  return {
    get: () => {
      const value = store.get(key);
      return typeof value === 'string' ? value : undefined;
    },
    set: (base64) => store.set(key, base64),
    delete: () => store.delete(key),
  };
}
