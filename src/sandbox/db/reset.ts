import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { SqlDatabase } from './database.ts';
import { DATA_TABLES } from './migrations/index.ts';
import { PERSONAS } from '../personas/personas.ts';
import { seedPersonas } from '../personas/seed.ts';
import { TERMS_VERSIONS, seedTerms } from '../domain/documents/terms.ts';

/** Changes whenever the seed data changes, so a kept database file is reseeded after an update. */
const SEED_FINGERPRINT = createHash('sha256')
  .update(JSON.stringify({ PERSONAS, TERMS_VERSIONS }))
  .digest('hex');

/**
 * Empties every table and seeds the personas and terms again, as of `now`. The append-only ledger
 * tables refuse DELETE unless the reset window is open; it is opened and closed inside this one
 * transaction, so no other code (nor another connection) ever sees it open.
 */
export function resetData(db: SqlDatabase, now: Date = new Date()): void {
  db.transaction(() => {
    db.run('INSERT INTO reset_window (open) VALUES (1)');
    for (const table of DATA_TABLES) db.run(`DELETE FROM ${table}`);
    db.run('DELETE FROM reset_window');
    seedTerms(db);
    seedPersonas(db, PERSONAS, now);
    db.run(
      "INSERT INTO sandbox_meta (key, value) VALUES ('seed_fingerprint', ?)",
      SEED_FINGERPRINT,
    );
  });
}

/** Keeps a database seeded with the current data; returns whether it had to reseed. */
export function ensureSeeded(db: SqlDatabase, now: Date = new Date()): boolean {
  const row = db.get(
    z.object({ value: z.string() }),
    "SELECT value FROM sandbox_meta WHERE key = 'seed_fingerprint'",
  );
  if (row?.value === SEED_FINGERPRINT) return false;
  resetData(db, now);
  return true;
}
