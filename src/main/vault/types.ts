import type { LegacyRole, VaultFailure, VaultStatus } from '#shared/bridge.ts';
import type { Result } from '#shared/result.ts';

/** What main holds for the API: the session token and the legacy (pre-2019) token with its role. */
export interface Tokens {
  token: string | null;
  legacy: { token: string; role: LegacyRole } | null;
}

export const NO_TOKENS: Tokens = { token: null, legacy: null };

/** A place that can keep one secret string across restarts. */
export interface SecretBackend {
  kind: 'keychain' | 'safeStorage';
  read(): Promise<string | null>;
  write(secret: string): Promise<void>;
  erase(): Promise<void>;
}

export interface TokenVault {
  /** Reads the persisted tokens (if any) from the best backend that answers. */
  load(): Promise<VaultStatus>;
  storeToken(token: string): Promise<Result<VaultStatus, VaultFailure>>;
  storeLegacyToken(token: string, role: LegacyRole): Promise<Result<VaultStatus, VaultFailure>>;
  status(): VaultStatus;
  /** Wipes every backend's entry, the in-memory copy and the session's storage. */
  clear(): Promise<Result<VaultStatus, VaultFailure>>;
  /** For main only (request headers, downloads); never crosses to the renderer. */
  tokens(): Tokens;
}
