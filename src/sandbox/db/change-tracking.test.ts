import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  changedTables,
  pauseTracking,
  stopTrackingChanges,
  trackChanges,
} from './change-tracking.ts';
import { MEMORY, openDatabase, type SqlDatabase } from './database.ts';

const TABLES = ['parents', 'children'];

function createTables(db: SqlDatabase): void {
  db.exec(`
    CREATE TABLE parents (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
    CREATE TABLE children (id INTEGER PRIMARY KEY,
      parent_id INTEGER NOT NULL REFERENCES parents (id) ON DELETE CASCADE);
    INSERT INTO parents (id, name) VALUES (1, 'a'), (2, 'b');
    INSERT INTO children (id, parent_id) VALUES (1, 1);
  `);
}

async function tracked(): Promise<SqlDatabase> {
  const db = await openDatabase(MEMORY);
  createTables(db);
  trackChanges(db, TABLES);
  return db;
}

const changed = (db: SqlDatabase) => [...(changedTables(db, TABLES) ?? ['(unknown)'])].sort();

/** Everything the tracking added to the schema. */
const trackingObjects = (db: SqlDatabase) =>
  db.all(
    z.object({ name: z.string() }),
    "SELECT name FROM sqlite_master WHERE name LIKE 'reset\\_changes%' ESCAPE '\\'",
  );

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('change tracking', () => {
  it('records no table until one is written', async () => {
    const db = await tracked();
    db.all(z.unknown(), 'SELECT * FROM parents');
    expect(changed(db)).toEqual([]);
  });

  it.each([
    ['an insert', "INSERT INTO parents (id, name) VALUES (3, 'c')"],
    ['an update', "UPDATE parents SET name = 'z' WHERE id = 2"],
    ['a delete', 'DELETE FROM parents WHERE id = 2'],
  ])('records the table %s writes to, and only it', async (_, sql) => {
    const db = await tracked();
    db.run(sql);
    expect(changed(db)).toEqual(['parents']);
  });

  it('records the tables a write changes through the schema (a cascading delete)', async () => {
    const db = await tracked();
    db.run('DELETE FROM parents WHERE id = 1');
    expect(changed(db)).toEqual(['children', 'parents']);
  });

  it('records a write made through another connection to the same file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'change-tracking-test-'));
    dirs.push(dir);
    const path = join(dir, 'sandbox.sqlite');
    const db = await openDatabase(path);
    createTables(db);
    trackChanges(db, TABLES);
    const other = await openDatabase(path);
    other.run('INSERT INTO children (id, parent_id) VALUES (2, 2)');
    other.close();
    expect(changed(db)).toEqual(['children']);
    db.close();
  });

  it('forgets the writes recorded when tracking starts again', async () => {
    const db = await tracked();
    db.run("UPDATE parents SET name = 'z' WHERE id = 2");
    trackChanges(db, TABLES);
    expect(changed(db)).toEqual([]);
  });

  it('cannot tell what changed where a table lost its tracking, until tracking starts again', async () => {
    const db = await tracked();
    // A migration that rebuilds a table drops the table's triggers with it.
    db.exec(`
      CREATE TABLE parents_new (id INTEGER PRIMARY KEY, name TEXT NOT NULL, note TEXT);
      INSERT INTO parents_new (id, name) SELECT id, name FROM parents;
      DROP TABLE parents;
      ALTER TABLE parents_new RENAME TO parents;
    `);
    expect(changedTables(db, TABLES)).toBeUndefined();
    trackChanges(db, TABLES);
    expect(changed(db)).toEqual([]);
  });

  it('cannot tell what changed in a database never tracked', async () => {
    const db = await openDatabase(MEMORY);
    createTables(db);
    expect(changedTables(db, TABLES)).toBeUndefined();
  });

  it('records nothing for a table paused, which is untracked until tracking starts again', async () => {
    const db = await tracked();
    pauseTracking(db, ['parents']);
    db.run("UPDATE parents SET name = 'z' WHERE id = 2");
    expect(changedTables(db, TABLES)).toBeUndefined();
    expect(changedTables(db, ['children'])).toEqual(new Set());
    trackChanges(db, TABLES);
    db.run("UPDATE parents SET name = 'y' WHERE id = 2");
    expect(changed(db)).toEqual(['parents']);
  });

  it('leaves nothing of itself in the schema once stopped', async () => {
    const db = await tracked();
    expect(trackingObjects(db).length).toBeGreaterThan(0);
    stopTrackingChanges(db);
    expect(trackingObjects(db)).toEqual([]);
    db.run("UPDATE parents SET name = 'z' WHERE id = 2");
    expect(changedTables(db, TABLES)).toBeUndefined();
  });
});
