import type { VaultStatus } from '#shared/bridge.ts';
import type { Logger } from '../log.ts';
import type { KeyValueStore } from './ciphertext-store.ts';
import type { TokenVault } from './types.ts';

/** Where the time of the user's last input is kept: the app's own settings file, not the token. */
export const LAST_INPUT_KEY = 'sessionLastInput';

/**
 * Input arrives about once a second while the user works; the file is written at most this often
 * (and when the app quits). A crash loses at most this much, which only ends a session sooner.
 */
export const PERSIST_EVERY_MS = 30_000;

export interface SessionActivity {
  /** The user's input now (reported by the renderer), or a sign-in. */
  record(): void;
  /** Writes the last input's time now: at sign-in and before the app quits. */
  flush(): void;
  /** The last input's time (ms since the epoch), or null when none is known. */
  lastInput(): number | null;
  /** Signed out: nothing to remember. */
  forget(): void;
}

/**
 * Remembers when the user last gave input, across restarts, so that the idle timeout outlives
 * the process: quitting before the timeout must not leave the session to whoever opens the app
 * later.
 */
export function createSessionActivity(deps: {
  store: KeyValueStore;
  now: () => number;
  persistEveryMs?: number;
}): SessionActivity {
  const every = deps.persistEveryMs ?? PERSIST_EVERY_MS;
  const stored = deps.store.get(LAST_INPUT_KEY);
  let last: number | null = typeof stored === 'number' && Number.isFinite(stored) ? stored : null;
  let persisted = last;

  const flush = () => {
    if (last === null || last === persisted) return;
    deps.store.set(LAST_INPUT_KEY, last);
    persisted = last;
  };
  return {
    record() {
      last = deps.now();
      if (persisted === null || last - persisted >= every) flush();
    },
    flush,
    lastInput: () => last,
    forget() {
      last = null;
      persisted = null;
      deps.store.delete(LAST_INPUT_KEY);
    },
  };
}

/**
 * Reads the vault at start and keeps its session only when the last input is within the
 * timeout. Otherwise — no input known, input older than the timeout, or input "in the future"
 * (the clock was set back) — the vault's entry is wiped, as the idle timeout would have done had
 * the app been running, and the reason is logged.
 */
export async function restoreSession(deps: {
  vault: TokenVault;
  activity: SessionActivity;
  timeoutMinutes: number;
  now: () => number;
  log: Logger;
}): Promise<VaultStatus> {
  const status = await deps.vault.load();
  if (!status.hasToken && status.legacyRole === null) return status;
  const last = deps.activity.lastInput();
  const now = deps.now();
  const timeoutMs = deps.timeoutMinutes * 60_000;
  if (last !== null && last <= now && last + timeoutMs >= now) return status;
  const why =
    last === null
      ? 'no input time is known'
      : last > now
        ? 'the last input is later than now'
        : `no input for ${Math.floor((now - last) / 60_000)} min`;
  deps.log.info(
    `vault: the saved session is not restored: ${why} (timeout ${deps.timeoutMinutes} min)`,
  );
  deps.activity.forget();
  const cleared = await deps.vault.clear();
  if (!cleared.ok) deps.log.warn(`vault: wiping the expired session failed (${cleared.reason})`);
  return deps.vault.status();
}
