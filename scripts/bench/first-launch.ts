import { setTimeout as sleep } from 'node:timers/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { DatabaseSync } from 'node:sqlite';

/** How the first launch on a fresh data folder went after main created its window. */
export interface FirstLaunch {
  /** The longest stall of main's event loop from the window until the world was committed. */
  maxStallMs: number;
  /** From the window until the embedded sandbox's world was committed. */
  seededAfterWindowMs: number;
}

const POLL_MS = 250;
const GIVE_UP_MS = 15 * 60_000;

/** Whether the sandbox's database at `path` holds a committed seed (its fingerprint row). */
export function hasCommittedSeed(path: string): boolean {
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(path, { readOnly: true });
    return (
      db.prepare("SELECT 1 FROM sandbox_meta WHERE key = 'seed_fingerprint'").get() !== undefined
    );
  } catch {
    // Not created or migrated yet.
    return false;
  } finally {
    db?.close();
  }
}

/**
 * Watches main's event loop (this process's: the probe imports main) from the window until the
 * world in `dbPath` is committed, which the sandbox does behind, in a worker thread: a window
 * that can show the login page at once needs a main that answers meanwhile.
 */
export async function watchFirstLaunch(dbPath: string, windowAt: number): Promise<FirstLaunch> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  try {
    while (!hasCommittedSeed(dbPath)) {
      if (performance.now() - windowAt > GIVE_UP_MS) throw new Error('the world was never seeded');
      await sleep(POLL_MS);
    }
    return {
      maxStallMs: delay.max / 1e6,
      seededAfterWindowMs: performance.now() - windowAt,
    };
  } finally {
    delay.disable();
  }
}
