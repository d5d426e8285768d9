import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MEMORY, openDatabase } from './database.ts';
import { migrate } from './migrate.ts';
import { DATA_TABLES, MIGRATIONS } from './migrations/index.ts';
import { ensureSeeded, resetData } from '../world/reset.ts';

const count = z.object({ n: z.number() });

describe('migrate', () => {
  it('has one file per migration, numbered by its version, the versions consecutive', () => {
    const files = readdirSync(new URL('./migrations/', import.meta.url))
      .filter((name) => /^\d{4}-.+\.ts$/.test(name))
      .sort();
    expect(files.map((name) => Number(name.slice(0, 4)))).toEqual(
      MIGRATIONS.map((migration) => migration.version),
    );
    expect(MIGRATIONS.map((migration) => migration.version)).toEqual(
      MIGRATIONS.map((_, index) => index + 1),
    );
  });

  it('leaves exactly the data tables a reset empties, and no table nothing uses', async () => {
    const db = await openDatabase(MEMORY);
    migrate(db);
    const tables = db
      .all(
        z.object({ name: z.string() }),
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
      )
      .map((row) => row.name);
    const lookups = [
      'schema_migrations',
      'reset_window',
      'ledger_bulk_load',
      'ledger_account_kinds',
      'ledger_entry_types',
    ];
    expect(tables.filter((name) => !lookups.includes(name)).sort()).toEqual(
      [...DATA_TABLES].sort(),
    );
    db.close();
  });

  it('applies each migration once', async () => {
    const db = await openDatabase(MEMORY);
    expect(migrate(db)).toEqual(MIGRATIONS.map((migration) => migration.version));
    expect(migrate(db)).toEqual([]);
    db.close();
  });

  it('rolls a failing migration back and leaves it pending', async () => {
    const db = await openDatabase(MEMORY);
    const broken = [{ version: 1, name: 'broken', sql: 'CREATE TABLE a (x); SELECT nope FROM a' }];
    expect(() => migrate(db, broken)).toThrow();
    expect(
      db.all(z.object({ name: z.string() }), "SELECT name FROM sqlite_master WHERE name = 'a'"),
    ).toEqual([]);
    db.close();
  });
});

// Seeding builds today's marketplace world: seconds, more on a busy machine.
describe('ensureSeeded', { timeout: 180_000 }, () => {
  it('seeds an empty database once and keeps changes afterwards', async () => {
    const db = await openDatabase(MEMORY);
    migrate(db);
    expect(ensureSeeded(db)).toBe(true);
    db.run("UPDATE users SET language = 'en' WHERE id = 101");
    expect(ensureSeeded(db)).toBe(false);
    expect(
      db.get(z.object({ language: z.string() }), 'SELECT language FROM users WHERE id = 101'),
    ).toEqual({
      language: 'en',
    });
    db.close();
  });

  it('reseeds when the stored seed is from other data', async () => {
    const db = await openDatabase(MEMORY);
    migrate(db);
    resetData(db);
    db.run("UPDATE sandbox_meta SET value = 'old' WHERE key = 'seed_fingerprint'");
    db.run('DELETE FROM sms_outbox');
    db.run(
      "INSERT INTO sms_outbox (phone, code, text, sent_at) VALUES ('+358401000101', '1', 't', 'x')",
    );
    expect(ensureSeeded(db)).toBe(true);
    expect(db.get(count, 'SELECT count(*) AS n FROM sms_outbox')).toEqual({ n: 0 });
    db.close();
  });
});
