import { z } from 'zod';
import type { SqlDatabase } from './database.ts';
import { MIGRATIONS, type Migration } from './migrations/index.ts';

const versionRow = z.object({ version: z.number() });

/** Applies the migrations not yet applied, each in its own transaction. Returns their versions. */
export function migrate(db: SqlDatabase, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL)',
  );
  const applied = new Set(
    db.all(versionRow, 'SELECT version FROM schema_migrations').map((row) => row.version),
  );
  const pending = migrations
    .filter((migration) => !applied.has(migration.version))
    .sort((a, b) => a.version - b.version);
  for (const migration of pending) {
    db.transaction(() => {
      db.exec(migration.sql);
      db.run(
        'INSERT INTO schema_migrations (version, name) VALUES (?, ?)',
        migration.version,
        migration.name,
      );
    });
  }
  return pending.map((migration) => migration.version);
}
