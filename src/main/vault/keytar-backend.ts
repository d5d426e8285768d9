import type { SecretBackend } from './types.ts';

export const KEYCHAIN_SERVICE = 'fi.vertaislaina.desktop';
export const KEYCHAIN_ACCOUNT = 'session';

/** The part of keytar we use. */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>;
  setPassword(service: string, account: string, password: string): Promise<void>;
  deletePassword(service: string, account: string): Promise<boolean>;
}

function isKeytar(value: unknown): value is KeytarLike {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.getPassword === 'function' &&
    typeof v.setPassword === 'function' &&
    typeof v.deletePassword === 'function'
  );
}

/**
 * keytar is an optional dependency with a native addon: it may be missing or fail to load.
 * Returns null then, and the vault falls back to safeStorage.
 */
export async function loadKeytar(
  importer: () => Promise<unknown> = () => import('keytar'),
): Promise<KeytarLike | null> {
  try {
    const mod = await importer();
    if (isKeytar(mod)) return mod;
    const fallback = (mod as { default?: unknown } | null)?.default;
    return isKeytar(fallback) ? fallback : null;
  } catch {
    return null;
  }
}

export function createKeytarBackend(
  keytar: KeytarLike,
  service = KEYCHAIN_SERVICE,
  account = KEYCHAIN_ACCOUNT,
): SecretBackend {
  return {
    kind: 'keychain',
    read: () => keytar.getPassword(service, account),
    write: (secret) => keytar.setPassword(service, account, secret),
    erase: async () => {
      await keytar.deletePassword(service, account);
    },
  };
}
