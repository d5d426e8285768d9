import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type * as World from './index.ts';
import { buildWorld } from './index.ts';
import { depositFunds } from '../domain/engine/investors.ts';
import { runUntil } from '../domain/engine/run.ts';
import { MEMORY, openDatabase, type SqlDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { DATA_TABLES } from '../db/migrations/index.ts';
import { portfolioDays, portfolioDaysFromEntries } from '../test/portfolio-days.ts';
import { APPEND_ONLY_TABLES, resetData } from './reset.ts';
import { SHARED_TEMPLATES_ENV } from '../db/shared-templates.ts';
import { adoptTemplate, exportTemplates } from '../db/template.ts';

// These tests count this process's own builds and template files: no run-wide sharing here.
vi.stubEnv(SHARED_TEMPLATES_ENV, '');

vi.mock('./index.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof World>();
  return { ...actual, buildWorld: vi.fn(actual.buildWorld) };
});

const NOW = new Date('2024-05-06T09:00:00.000Z');
const LATER_THAT_DAY = new Date('2024-05-06T15:30:00.000Z');
/** Other days, early in the world's history so their builds are short. */
const ANOTHER_DAY = new Date('2020-06-01T09:00:00.000Z');
const EARLY_DAY = new Date('2020-02-03T09:00:00.000Z');
const DAY_MS = 86_400_000;
/** A test that builds the world takes seconds, more on a machine busy with other work. */
const BUILD_TIMEOUT_MS = 60_000;

const builds = () => vi.mocked(buildWorld).mock.calls.length;

async function migrated(): Promise<SqlDatabase> {
  const db = await openDatabase(MEMORY);
  migrate(db);
  return db;
}

const anyRow = z.record(z.string(), z.unknown());
/** Every row of a table, in row order. */
const rowsOf = (db: SqlDatabase, table: string) =>
  db.all(anyRow, `SELECT * FROM ${table} ORDER BY rowid`);

/** Every row of every data table, in row order. */
function snapshot(db: SqlDatabase): Record<string, unknown[]> {
  return Object.fromEntries(DATA_TABLES.map((table) => [table, rowsOf(db, table)]));
}

/** The tables a reset of `db` as of `now` fills again from its template, in the order it does. */
function tablesCopiedBy(db: SqlDatabase, now: Date): string[] {
  const copied: string[] = [];
  const watched: SqlDatabase = {
    ...db,
    run(sql, ...params) {
      const table = /^INSERT INTO main\.(\w+) \(/.exec(sql)?.[1];
      if (table !== undefined) copied.push(table);
      return db.run(sql, ...params);
    },
  };
  resetData(watched, now);
  return copied;
}

/**
 * Updates the last row of `table`: gives it a new rowid (its id where the table has an integer
 * key, its place in row order otherwise), or where a constraint refuses that (a one-row table),
 * writes it unchanged. Returns whether the content changed.
 */
function moveRow(db: SqlDatabase, table: string): boolean {
  const last = `rowid = (SELECT max(rowid) FROM ${table})`;
  try {
    db.run(`UPDATE ${table} SET rowid = -rowid WHERE ${last}`);
    return true;
  } catch (error) {
    if (!String(error).includes('CHECK constraint failed')) throw error;
    db.run(`UPDATE ${table} SET rowid = rowid WHERE ${last}`);
    return false;
  }
}

/** Removes the first row of `table`. */
function removeRow(db: SqlDatabase, table: string): boolean {
  db.run(`DELETE FROM ${table} WHERE rowid = (SELECT min(rowid) FROM ${table})`);
  return true;
}

/** What the tracking of writes between resets leaves in a schema (db/change-tracking.ts). */
const trackingObjects = (db: SqlDatabase) =>
  db.all(
    z.object({ name: z.string() }),
    "SELECT name FROM sqlite_master WHERE name LIKE 'reset\\_changes%' ESCAPE '\\'",
  );

const count = (db: SqlDatabase, table: string) =>
  db.get(z.object({ n: z.number() }), `SELECT count(*) AS n FROM ${table}`)?.n;

/** What a day of use changes: the marketplace moves, money comes in, people change things. */
function use(db: SqlDatabase): void {
  runUntil(db, new Date(NOW.getTime() + 60 * DAY_MS));
  depositFunds(db, { owner: 'investor-deposit', depositId: 1 }, 12_345, '2024-07-05');
  db.run("UPDATE users SET language = 'en' WHERE id = 104");
  db.run(
    "INSERT INTO sms_outbox (phone, code, text, sent_at) VALUES ('+358401000104', '1', 't', 'x')",
  );
}

/** A template file left by a process that is gone (killed before its exit handler ran). */
let orphan: string;
beforeAll(() => {
  const gone = spawnSync(process.execPath, ['-e', '']).pid;
  orphan = join(tmpdir(), `vertaislaina-sandbox-template-${gone}-left-behind.db`);
  writeFileSync(orphan, '');
});

describe('resetData with the marketplace', () => {
  it(
    'builds the world once per day in a process; later resets of any database copy it',
    async () => {
      const first = await migrated();
      const second = await migrated();
      const before = builds();
      resetData(first, NOW);
      expect(builds()).toBe(before + 1);
      resetData(first, LATER_THAT_DAY);
      resetData(second, NOW);
      expect(builds()).toBe(before + 1);
      expect(count(second, 'ledger_entries')).toBe(count(first, 'ledger_entries'));
      expect(count(second, 'ledger_entries')).toBeGreaterThan(1_000);
      resetData(second, ANOTHER_DAY);
      expect(builds()).toBe(before + 2);
      first.close();
      second.close();
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'restores the seeded state exactly, in the database that built it and in any other',
    async () => {
      const built = await migrated();
      resetData(built, NOW);
      const seeded = snapshot(built);
      use(built);
      expect(snapshot(built)).not.toEqual(seeded);
      resetData(built, NOW);
      expect(snapshot(built)).toEqual(seeded);
      expect(portfolioDays(built)).toEqual(portfolioDaysFromEntries(built));

      const other = await migrated();
      resetData(other, NOW);
      expect(snapshot(other)).toEqual(seeded);
      use(other);
      resetData(other, NOW, { world: false });
      expect(count(other, 'ledger_entries')).toBe(0);
      resetData(other, NOW);
      expect(snapshot(other)).toEqual(seeded);
      built.close();
      other.close();
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'stamps a copy with its own instant where the seed holds one (a check just submitted)',
    async () => {
      const db = await migrated();
      resetData(db, NOW);
      resetData(db, LATER_THAT_DAY);
      const stamps = db.all(
        z.object({ document_checked_at: z.string() }),
        'SELECT document_checked_at FROM users WHERE document_checked_at IS NOT NULL',
      );
      expect(stamps.length).toBeGreaterThan(0);
      for (const stamp of stamps)
        expect(stamp.document_checked_at).toBe(LATER_THAT_DAY.toISOString());
      db.close();
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'removes the template files of processes that are gone when it saves its first',
    async () => {
      const db = await migrated();
      resetData(db, NOW);
      expect(existsSync(orphan)).toBe(false);
      db.close();
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'leaves the ledger append-only again after a copy',
    async () => {
      const db = await migrated();
      resetData(db, NOW);
      use(db);
      resetData(db, NOW);
      expect(count(db, 'reset_window')).toBe(0);
      expect(() => db.run('DELETE FROM ledger_entries')).toThrow(/append-only/);
      expect(() => db.run('DELETE FROM ledger_accounts')).toThrow(/immutable/);
      expect(() => db.run('UPDATE ledger_entries SET amount_cents = 1')).toThrow(/append-only/);
      db.close();
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'copies nothing back after a reset that nothing wrote to, only what was written otherwise',
    async () => {
      const db = await migrated();
      resetData(db, NOW);
      expect(tablesCopiedBy(db, NOW)).toEqual([]);
      expect(tablesCopiedBy(db, LATER_THAT_DAY)).toEqual([]);
      db.run("UPDATE users SET language = 'en' WHERE id = 104");
      db.run(
        "INSERT INTO sms_outbox (phone, code, text, sent_at) VALUES ('+358401000104', '1', 't', 'x')",
      );
      expect(tablesCopiedBy(db, NOW)).toEqual(['users', 'sms_outbox']);
      expect(tablesCopiedBy(db, NOW)).toEqual([]);
      db.close();
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'restores any data table a row of which was changed or removed, and copies only that table',
    async () => {
      const db = await migrated();
      resetData(db, NOW);
      const seeded = snapshot(db);
      const filled = DATA_TABLES.filter(
        (table) => !APPEND_ONLY_TABLES.includes(table) && seeded[table]?.length,
      );
      for (const table of filled) {
        for (const write of [moveRow, removeRow]) {
          // Parents too: no foreign key action may write to another table meanwhile.
          db.exec('PRAGMA foreign_keys = OFF');
          const changedContent = write(db, table);
          db.exec('PRAGMA foreign_keys = ON');
          if (changedContent) expect(rowsOf(db, table), table).not.toEqual(seeded[table]);
          expect(tablesCopiedBy(db, NOW), table).toEqual([table]);
          expect(rowsOf(db, table), table).toEqual(seeded[table]);
        }
      }
      expect(filled.length).toBeGreaterThan(25);
      expect(snapshot(db)).toEqual(seeded);
      db.close();
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'restores what another connection to the same database file wrote',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'reset-test-'));
      const path = join(dir, 'sandbox.sqlite');
      const db = await openDatabase(path);
      migrate(db);
      resetData(db, NOW);
      const seeded = snapshot(db);
      const other = await openDatabase(path);
      other.run("UPDATE users SET language = 'en' WHERE id = 104");
      other.run(
        "INSERT INTO sms_codes (phone, code, created_at, expires_at) VALUES ('+358401000104', '1', 'x', 'x')",
      );
      other.close();
      expect(tablesCopiedBy(db, NOW)).toEqual(['users', 'sms_codes']);
      expect(snapshot(db)).toEqual(seeded);
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
    BUILD_TIMEOUT_MS,
  );

  it(
    'builds a world without tracking writes, and saves a template that carries no tracking',
    async () => {
      const db = await migrated();
      resetData(db, NOW);
      expect(trackingObjects(db)).not.toEqual([]);
      const actual = await vi.importActual<typeof World>('./index.ts');
      let trackedWhileBuilding: unknown[] | undefined;
      vi.mocked(buildWorld).mockImplementationOnce((...args) => {
        trackedWhileBuilding = trackingObjects(db);
        actual.buildWorld(...args);
      });
      const before = builds();
      resetData(db, EARLY_DAY);
      expect(builds()).toBe(before + 1);
      expect(trackedWhileBuilding).toEqual([]);
      const templates = exportTemplates();
      for (const [key, template] of templates) adoptTemplate(key, template);
      const [, saved] = templates.find(([key]) => key.includes('2020-02-03')) ?? [];
      expect(saved).toBeDefined();
      const template = await openDatabase(saved?.path ?? '');
      expect(trackingObjects(template)).toEqual([]);
      template.close();
      // Tracked from its build on: the next reset copies nothing back.
      expect(tablesCopiedBy(db, EARLY_DAY)).toEqual([]);
      db.close();
    },
    BUILD_TIMEOUT_MS,
  );
});
