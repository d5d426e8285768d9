import { z } from 'zod';
import { fail, ok } from '#shared/result.ts';
import type { Result } from '#shared/result.ts';
import type { LegacyRole, VaultFailure, VaultStatus } from '#shared/bridge.ts';
import type { Logger } from '../log.ts';
import { KEYCHAIN_TIMEOUT_MS, TimeoutError, withTimeout } from './timeout.ts';
import { NO_TOKENS } from './types.ts';
import type { SecretBackend, TokenVault, Tokens } from './types.ts';

export interface TokenVaultDeps {
  /**
   * Persistent backends in order of preference (keychain, then safeStorage). A factory returns
   * null when its backend cannot be used here (keytar missing, `basic_text`, ...).
   */
  backends: ReadonlyArray<() => Promise<SecretBackend | null>>;
  /** Wipes the renderer session's storage (sessionStorage and friends) on clear(). */
  clearSessionData: () => Promise<void>;
  log: Logger;
  timeoutMs?: number;
}

const stored = z.object({
  v: z.literal(1),
  token: z.string().min(1).nullable(),
  legacy: z.object({ token: z.string().min(1), role: z.enum(['investor', 'borrower']) }).nullable(),
});

const tokenText = z
  .string()
  .min(1)
  .max(16_384)
  .regex(/^[\x21-\x7e]+$/);

/**
 * Keeps the tokens in main. Persists them to the first backend that answers within the time
 * limit; if a backend fails later, it moves on to the next one; with none left, the tokens stay
 * in memory only (`memoryOnly: true`), so the user signs in at each start. Never plaintext on disk.
 */
export function createTokenVault(deps: TokenVaultDeps): TokenVault {
  const timeoutMs = deps.timeoutMs ?? KEYCHAIN_TIMEOUT_MS;
  const log = deps.log;
  let tokens: Tokens = NO_TOKENS;
  const available: SecretBackend[] = [];
  let active: SecretBackend | null = null;
  let loading: Promise<void> | null = null;

  const call = <T>(backend: SecretBackend, op: string, work: () => Promise<T>): Promise<T> =>
    withTimeout(Promise.resolve().then(work), timeoutMs, `${backend.kind} ${op}`);

  // Writes whose caller was answered (perhaps by the time limit) but whose keychain call may
  // still land: a clear() erases again once they have, so a token never outlives a logout.
  const pendingWrites = new Set<Promise<unknown>>();
  const write = (backend: SecretBackend, secret: string): Promise<void> => {
    const work = Promise.resolve().then(() => backend.write(secret));
    pendingWrites.add(work);
    void work.then(
      () => pendingWrites.delete(work),
      () => pendingWrites.delete(work),
    );
    return withTimeout(work, timeoutMs, `${backend.kind} write`);
  };

  // One operation at a time, in call order: a clear() never runs beside a store().
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(operation: () => Promise<T>): Promise<T> => {
    const result = queue.then(operation, operation);
    queue = result.catch(() => undefined);
    return result;
  };

  const describe = (error: unknown): string =>
    error instanceof TimeoutError ? error.message : 'failed';

  const status = (): VaultStatus => ({
    hasToken: tokens.token !== null,
    legacyRole: tokens.legacy?.role ?? null,
    backend: active?.kind === 'safeStorage' ? 'safeStorage' : active ? 'keychain' : 'memory',
    memoryOnly: active === null,
  });

  async function doLoad(): Promise<void> {
    for (const factory of deps.backends) {
      try {
        const backend = await factory();
        if (backend) available.push(backend);
      } catch {
        // A backend that cannot even be created is simply not available.
      }
    }
    for (const backend of available) {
      try {
        const secret = await call(backend, 'read', () => backend.read());
        active = backend;
        if (secret !== null) {
          const parsed = stored.safeParse(safeJson(secret));
          if (parsed.success) tokens = { token: parsed.data.token, legacy: parsed.data.legacy };
          else log.warn(`vault: ignoring an unreadable ${backend.kind} entry`);
        }
        break;
      } catch (error) {
        log.warn(`vault: ${backend.kind} unavailable (${describe(error)})`);
      }
    }
    if (active === null) log.warn('vault: no secure storage; tokens are kept in memory only');
    else log.info(`vault: using ${active.kind}`);
  }

  const ensureLoaded = (): Promise<void> => (loading ??= doLoad());

  async function persist(): Promise<void> {
    const empty = tokens.token === null && tokens.legacy === null;
    const secret = JSON.stringify({ v: 1, ...tokens });
    let index = active ? available.indexOf(active) : available.length;
    while (index < available.length) {
      const backend = available[index];
      if (backend === undefined) break;
      try {
        if (empty) await call(backend, 'erase', () => backend.erase());
        else await write(backend, secret);
        active = backend;
        return;
      } catch (error) {
        log.warn(`vault: ${backend.kind} write failed (${describe(error)}); falling back`);
        index += 1;
      }
    }
    active = null;
  }

  async function store(next: Tokens): Promise<Result<VaultStatus, VaultFailure>> {
    await ensureLoaded();
    tokens = next;
    await persist();
    return ok(status());
  }

  const isEmpty = () => tokens.token === null && tokens.legacy === null;

  async function eraseEverywhere(): Promise<VaultFailure | null> {
    let failure: VaultFailure | null = null;
    for (const backend of available) {
      try {
        await call(backend, 'erase', () => backend.erase());
      } catch (error) {
        log.warn(`vault: ${backend.kind} erase failed (${describe(error)})`);
        if (failure !== 'timeout')
          failure = error instanceof TimeoutError ? 'timeout' : 'unavailable';
      }
    }
    return failure;
  }

  async function clear(): Promise<Result<VaultStatus, VaultFailure>> {
    await ensureLoaded();
    tokens = NO_TOKENS;
    let failure = await eraseEverywhere();
    const late = [...pendingWrites];
    if (late.length > 0) {
      // Unless the user has signed in again meanwhile, erase once more after they land.
      void Promise.allSettled(late).then(() =>
        serially(async () => {
          if (isEmpty()) await eraseEverywhere();
        }),
      );
    }
    try {
      await deps.clearSessionData();
    } catch {
      log.warn('vault: clearing session storage failed');
      failure ??= 'unavailable';
    }
    return failure === null ? ok(status()) : fail(failure);
  }

  return {
    async load() {
      await ensureLoaded();
      return status();
    },
    async storeToken(token) {
      if (!tokenText.safeParse(token).success) return fail('invalid');
      return serially(() => store({ ...tokens, token }));
    },
    async storeLegacyToken(token, role: LegacyRole) {
      if (!tokenText.safeParse(token).success) return fail('invalid');
      if (role !== 'investor' && role !== 'borrower') return fail('invalid');
      return serially(() => store({ ...tokens, legacy: { token, role } }));
    },
    status,
    clear: () => serially(clear),
    tokens: () => tokens,
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
