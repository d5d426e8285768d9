import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SafeStorageLike } from '../vault/safe-storage-backend.ts';

/**
 * safeStorage as Electron's documentation describes it, with a real key that only this instance
 * holds (as the OS keeps it for one user): `isEncryptionAvailable` is false until the key is
 * there; `encryptString` throws when it cannot encrypt; `decryptString` throws for data this key
 * did not encrypt. AES-256-GCM, so ciphertext from another key never decrypts.
 */
export function fakeOsSafeStorage(options: { available?: boolean; backend?: string } = {}) {
  const key = randomBytes(32);
  const state = { available: options.available ?? true };
  const safeStorage: SafeStorageLike = {
    isEncryptionAvailable: () => state.available,
    getSelectedStorageBackend: () => options.backend ?? 'gnome_libsecret',
    encryptString(plainText) {
      if (!state.available) throw new Error('Error while encrypting the text provided');
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.from('v11'), iv, cipher.getAuthTag(), body]);
    },
    decryptString(encrypted) {
      if (!state.available || encrypted.subarray(0, 3).toString() !== 'v11') {
        throw new Error('Error while decrypting the ciphertext provided');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, encrypted.subarray(3, 15));
      decipher.setAuthTag(encrypted.subarray(15, 31));
      try {
        return Buffer.concat([decipher.update(encrypted.subarray(31)), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        throw new Error('Error while decrypting the ciphertext provided');
      }
    },
  };
  return Object.assign(safeStorage, { state });
}
