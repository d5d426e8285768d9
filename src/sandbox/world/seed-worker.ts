import { parentPort, workerData } from 'node:worker_threads';
import { z } from 'zod';
import { openDatabase } from '../db/database.ts';
import { exportTemplates } from '../db/template.ts';
import { ensureSeeded } from './reset.ts';

/**
 * A worker thread's entry (seed-behind.ts): seeds the database file at `dbPath` as of `now`
 * through a connection of its own, so the thread that serves the sandbox (Electron's main
 * process, in the desktop app) stays free while the marketplace's years are played.
 */
const job = z.object({ dbPath: z.string(), now: z.string() }).parse(workerData);
const db = await openDatabase(job.dbPath);
try {
  ensureSeeded(db, new Date(job.now));
} finally {
  db.close();
}
// The seed's template goes to the serving thread, for its resets (db/template.ts).
parentPort?.postMessage({ templates: exportTemplates() });
