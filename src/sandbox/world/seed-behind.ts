import { Worker } from 'node:worker_threads';
import { z } from 'zod';
import { MEMORY, type SqlDatabase } from '../db/database.ts';
import { adoptTemplate } from '../db/template.ts';
import { ensureSeeded, hasSeedTemplate, isSeeded } from './reset.ts';

/** The worker that seeds a database file (seed-worker.ts), as it lies beside this module. */
export const SEED_WORKER_URL = new URL('./seed-worker.ts', import.meta.url);

const seededMessage = z.object({
  templates: z.array(
    z.tuple([
      z.string(),
      z.object({ id: z.string(), path: z.string(), shared: z.boolean().optional() }),
    ]),
  ),
});

export interface Seeding {
  /** Settles when the seed is committed. */
  seeded: Promise<void>;
  /** Stops a seed still being played (nothing of it is committed). */
  stop(): Promise<void>;
}

/**
 * Seeds the sandbox's database unless it holds the current seed already. A database file is
 * seeded behind, in a worker thread with a connection of its own: playing the marketplace's years
 * takes tens of seconds, and the thread that serves the sandbox (Electron's main process in the
 * desktop app) must stay free meanwhile, so the app's window opens at once (issue 23 §3); the
 * worker hands its template over for later resets. An in-memory database has no second
 * connection, and a seed this thread holds a template of is a copy of milliseconds: those are
 * seeded here and now.
 */
export function seedBehind(
  db: SqlDatabase,
  job: { dbPath: string; now: Date; workerUrl?: URL },
): Seeding {
  const done: Seeding = { seeded: Promise.resolve(), stop: () => Promise.resolve() };
  if (isSeeded(db)) return done;
  if (job.dbPath === MEMORY || hasSeedTemplate(job.now)) {
    ensureSeeded(db, job.now);
    return done;
  }
  const worker = new Worker(job.workerUrl ?? SEED_WORKER_URL, {
    workerData: { dbPath: job.dbPath, now: job.now.toISOString() },
  });
  const seeded = new Promise<void>((resolve, reject) => {
    let committed = false;
    worker.once('message', (message: unknown) => {
      const parsed = seededMessage.safeParse(message);
      if (!parsed.success) return reject(new Error('The seed worker answered an unknown message'));
      for (const [key, template] of parsed.data.templates) adoptTemplate(key, template);
      committed = true;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (committed) resolve();
      else
        reject(new Error(`The sandbox's seed worker stopped (exit code ${code}) before seeding`));
    });
  });
  return { seeded, stop: () => worker.terminate().then(() => undefined) };
}
