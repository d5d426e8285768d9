import { z } from 'zod';
import type { SqlDatabase } from './database.ts';

/*
 * Which data tables were written since the last reset, so a reset copies only those back from
 * its template (db/template.ts). Triggers in the main database record each written table's name:
 * they are part of the schema, not of a connection, so every write path is caught (the engine,
 * the routes, a second connection to the same file, a migration's UPDATE). A table whose
 * triggers are gone (a migration that rebuilt it) makes the tracking untrusted until a full copy.
 */

const CHANGES_TABLE = 'reset_changes';
const TRIGGER_PREFIX = 'reset_changes_';
const EVENTS = ['insert', 'update', 'delete'] as const;

const triggerName = (table: string, event: (typeof EVENTS)[number]) =>
  `${TRIGGER_PREFIX}${table}_${event}`;

const name = z.object({ name: z.string() });

/** The tracking triggers present, by name. */
function installedTriggers(db: SqlDatabase): Set<string> {
  return new Set(
    db
      .all(
        name,
        "SELECT name FROM main.sqlite_master WHERE type = 'trigger' AND name LIKE ? ESCAPE '\\'",
        `${TRIGGER_PREFIX.replaceAll('_', '\\_')}%`,
      )
      .map((row) => row.name),
  );
}

/**
 * Starts recording writes to `tables`, and forgets the writes recorded so far: the caller has
 * just made the database equal to its template. Cheap when the tracking is already there.
 */
export function trackChanges(db: SqlDatabase, tables: readonly string[]): void {
  db.exec(`CREATE TABLE IF NOT EXISTS main.${CHANGES_TABLE} (name TEXT PRIMARY KEY) WITHOUT ROWID`);
  const installed = installedTriggers(db);
  for (const table of tables) {
    for (const event of EVENTS) {
      const trigger = triggerName(table, event);
      if (installed.has(trigger)) continue;
      // A table already recorded costs one lookup a row from then on, not an insert.
      db.exec(
        `CREATE TRIGGER main.${trigger} AFTER ${event.toUpperCase()} ON ${table}
         WHEN NOT EXISTS (SELECT 1 FROM ${CHANGES_TABLE} WHERE name = '${table}')
         BEGIN INSERT INTO ${CHANGES_TABLE} (name) VALUES ('${table}'); END`,
      );
    }
  }
  db.run(`DELETE FROM main.${CHANGES_TABLE}`);
}

/**
 * The tables of `tables` written since trackChanges, or undefined when that cannot be told (no
 * tracking, or a table's triggers missing).
 */
export function changedTables(db: SqlDatabase, tables: readonly string[]): Set<string> | undefined {
  const installed = installedTriggers(db);
  const complete = tables.every((table) =>
    EVENTS.every((event) => installed.has(triggerName(table, event))),
  );
  if (!complete) return undefined;
  return new Set(db.all(name, `SELECT name FROM main.${CHANGES_TABLE}`).map((row) => row.name));
}

/**
 * Removes the tracking: before a seed (building a world pays for no triggers, and a template
 * saved from this database carries none).
 */
export function stopTrackingChanges(db: SqlDatabase): void {
  for (const trigger of installedTriggers(db)) db.exec(`DROP TRIGGER main.${trigger}`);
  db.exec(`DROP TABLE IF EXISTS main.${CHANGES_TABLE}`);
}

/**
 * Takes the tracking off `tables` until the next trackChanges: a table replaced whole is then
 * emptied in one step (SQLite deletes row by row from a table with a delete trigger) and filled
 * without a trigger's check a row.
 */
export function pauseTracking(db: SqlDatabase, tables: readonly string[]): void {
  const installed = installedTriggers(db);
  for (const table of tables) {
    for (const event of EVENTS) {
      const trigger = triggerName(table, event);
      if (installed.has(trigger)) db.exec(`DROP TRIGGER main.${trigger}`);
    }
  }
}
