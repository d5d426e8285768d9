import { createHash } from 'node:crypto';
import { z } from 'zod';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import { stopTrackingChanges, trackChanges } from '../db/change-tracking.ts';
import type { SqlDatabase } from '../db/database.ts';
import { DATA_TABLES } from '../db/migrations/index.ts';
import { copyTemplateTables, findTemplate, saveTemplate, withTemplate } from '../db/template.ts';
import { PERSONAS } from '../personas/personas.ts';
import { restampSeedInstant, seedPersonas } from '../personas/seed.ts';
import { TERMS_VERSIONS, seedTerms } from '../domain/documents/terms.ts';
import { WORLD_SETTINGS, buildWorld } from './index.ts';

/** Changes whenever the seed data changes, so a kept database file is reseeded after an update. */
const SEED_FINGERPRINT = createHash('sha256')
  .update(JSON.stringify({ PERSONAS, TERMS_VERSIONS, WORLD_SETTINGS }))
  .digest('hex');
/** A database seeded without the marketplace is other data: ensureSeeded reseeds it. */
const fingerprintOf = (world: boolean) => (world ? SEED_FINGERPRINT : `${SEED_FINGERPRINT}/quiet`);

export interface ResetOptions {
  /**
   * Play the background marketplace and the personas' stories up to `now` (the default). Without
   * it the ledger and the engine start empty, for tests that book their own entries.
   */
  world?: boolean;
}

/**
 * A seeded database depends on the Helsinki day of `now` (the marketplace runs up to it) and on
 * its UTC day (identity-only personas' birth dates); the one finer dependency is restamped after
 * a copy (restampSeedInstant).
 */
const templateKey = (now: Date) =>
  `${SEED_FINGERPRINT}/${helsinkiToday(now)}/${now.toISOString().slice(0, 10)}`;

/** The tables whose rows migration 0003's triggers keep from being changed or removed. */
export const APPEND_ONLY_TABLES = ['ledger_entries', 'ledger_groups', 'ledger_accounts'];
/**
 * The tables whose writes are recorded between resets (change-tracking.ts). The append-only ones
 * need no record (a copy trims what they gained), and the engine's inserts into them, its most
 * frequent writes, pay for no trigger.
 */
const TRACKED_TABLES = DATA_TABLES.filter((table) => !APPEND_ONLY_TABLES.includes(table));

/**
 * The ledger tables refuse DELETE unless the reset window is open; it is opened and closed inside
 * the reset's one transaction, so no other code (nor another connection) ever sees it open.
 */
function inResetWindow(db: SqlDatabase, work: () => void): void {
  db.run('INSERT INTO reset_window (open) VALUES (1)');
  work();
  db.run('DELETE FROM reset_window');
}

function seed(db: SqlDatabase, now: Date, world: boolean): void {
  db.transaction(() => {
    stopTrackingChanges(db);
    inResetWindow(db, () => {
      for (const table of DATA_TABLES) db.run(`DELETE FROM ${table}`);
    });
    seedTerms(db);
    seedPersonas(db, PERSONAS, now);
    if (world) buildWorld(db, PERSONAS, now);
    db.run(
      "INSERT INTO sandbox_meta (key, value) VALUES ('seed_fingerprint', ?)",
      fingerprintOf(world),
    );
  });
}

/**
 * Empties every table and seeds the personas, the terms and (unless asked not to) the
 * marketplace's history again, as of `now`. The first reset of a day in a process builds the
 * seed and keeps it as a template (db/template.ts); later ones copy the template's tables, only
 * those written since the last copy of the same template. The tracking of writes starts once the
 * database equals the template: building the world pays for no trigger, and a template saved from
 * this database carries none.
 */
export function resetData(
  db: SqlDatabase,
  now: Date = new Date(),
  options: ResetOptions = {},
): void {
  const world = options.world ?? true;
  if (!world) {
    seed(db, now, false);
    return;
  }
  const key = templateKey(now);
  const template = findTemplate(key);
  if (template === undefined) {
    seed(db, now, true);
    saveTemplate(db, key);
    db.transaction(() => trackChanges(db, TRACKED_TABLES));
    return;
  }
  withTemplate(db, template, () =>
    db.transaction(() => {
      inResetWindow(db, () => copyTemplateTables(db, template, DATA_TABLES, APPEND_ONLY_TABLES));
      restampSeedInstant(db, now);
      trackChanges(db, TRACKED_TABLES);
    }),
  );
}

/** Whether this thread keeps a template of the seed as of `now`, so a reset is a quick copy. */
export function hasSeedTemplate(now: Date): boolean {
  return findTemplate(templateKey(now)) !== undefined;
}

/** Whether the database holds the current seed data (with the marketplace). */
export function isSeeded(db: SqlDatabase): boolean {
  const row = db.get(
    z.object({ value: z.string() }),
    "SELECT value FROM sandbox_meta WHERE key = 'seed_fingerprint'",
  );
  return row?.value === SEED_FINGERPRINT;
}

/** Keeps a database seeded with the current data; returns whether it had to reseed. */
export function ensureSeeded(db: SqlDatabase, now: Date = new Date()): boolean {
  if (isSeeded(db)) return false;
  resetData(db, now);
  return true;
}
