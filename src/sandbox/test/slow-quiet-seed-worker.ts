import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { openDatabase } from '../db/database.ts';
import { resetData } from '../world/reset.ts';

/** How long the worker waits before it seeds: long enough for a test to see requests wait. */
export const SLOW_SEED_DELAY_MS = 700;

/**
 * A seed worker for tests (seed-behind.test.ts): waits, then seeds the personas and terms without
 * the marketplace's years, so a test sees the wait without paying for the world.
 */
const job = z.object({ dbPath: z.string(), now: z.string() }).parse(workerData);
await sleep(SLOW_SEED_DELAY_MS);
const db = await openDatabase(job.dbPath);
try {
  resetData(db, new Date(job.now), { world: false });
} finally {
  db.close();
}
parentPort?.postMessage({ templates: [] });
