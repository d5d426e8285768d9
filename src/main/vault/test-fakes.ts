import type { KeytarLike } from './keytar-backend.ts';
import type { SafeStorageLike } from './safe-storage-backend.ts';

/** An in-memory keytar with switchable failure modes. */
export function fakeKeytar(mode: { current: 'ok' | 'throw' | 'hang' } = { current: 'ok' }) {
  const entries = new Map<string, string>();
  const run = <T>(work: () => T): Promise<T> => {
    if (mode.current === 'throw') {
      return Promise.reject(new Error('The name org.freedesktop.secrets was not provided'));
    }
    if (mode.current === 'hang') return new Promise<T>(() => {});
    return Promise.resolve(work());
  };
  const keytar: KeytarLike = {
    getPassword: (s, a) => run(() => entries.get(`${s}/${a}`) ?? null),
    setPassword: (s, a, p) => run(() => void entries.set(`${s}/${a}`, p)),
    deletePassword: (s, a) => run(() => entries.delete(`${s}/${a}`)),
  };
  return { keytar, entries, mode };
}

/** A safeStorage stand-in whose "ciphertext" never contains the plaintext. */
export function fakeSafeStorage(backend: string, available = true): SafeStorageLike {
  const flip = (b: Buffer): Buffer => Buffer.from(b.map((x) => x ^ 0xa5));
  return {
    isEncryptionAvailable: () => available,
    getSelectedStorageBackend: () => backend,
    encryptString: (plain) => Buffer.concat([Buffer.from('v10'), flip(Buffer.from(plain, 'utf8'))]),
    decryptString: (cipher) => {
      if (cipher.subarray(0, 3).toString() !== 'v10') throw new Error('bad ciphertext');
      return flip(cipher.subarray(3)).toString('utf8');
    },
  };
}
