import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type * as sqlite from 'node:sqlite';
import type { z } from 'zod';

export type SqlValue = null | number | bigint | string;

/**
 * The little the sandbox needs from a database. Everything goes through this, so node:sqlite
 * could be swapped (for example for better-sqlite3 in an Electron build without it).
 */
export interface SqlDatabase {
  exec(sql: string): void;
  run(sql: string, ...params: SqlValue[]): { changes: number; lastInsertRowid: number };
  get<T extends z.ZodType>(schema: T, sql: string, ...params: SqlValue[]): z.output<T> | undefined;
  all<T extends z.ZodType>(schema: T, sql: string, ...params: SqlValue[]): z.output<T>[];
  /** Streams the rows one at a time, for results too large to hold (a million ledger entries). */
  iterate<T extends z.ZodType>(
    schema: T,
    sql: string,
    ...params: SqlValue[]
  ): IterableIterator<z.output<T>>;
  /** Runs `work` in one transaction; nested calls join the outer one. */
  transaction<T>(work: () => T): T;
  close(): void;
}

export const MEMORY = ':memory:';

async function loadSqlite(): Promise<typeof sqlite> {
  try {
    return await import('node:sqlite');
  } catch (cause) {
    throw new Error(
      `The sandbox needs the node:sqlite module (Node.js 22.13 or newer), which this runtime ` +
        `(${process.release.name} ${process.version}) does not provide. Run the sandbox with ` +
        `Node 24 (npm run sandbox) or configure a real API base URL instead.`,
      { cause },
    );
  }
}

export async function openDatabase(path: string): Promise<SqlDatabase> {
  const { DatabaseSync } = await loadSqlite();
  if (path !== MEMORY) mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path, { enableForeignKeyConstraints: true });
  if (path !== MEMORY) db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;');
  return wrap(db);
}

function wrap(db: sqlite.DatabaseSync): SqlDatabase {
  const statements = new Map<string, sqlite.StatementSync>();
  const statement = (sql: string): sqlite.StatementSync => {
    let prepared = statements.get(sql);
    if (!prepared) {
      prepared = db.prepare(sql);
      statements.set(sql, prepared);
    }
    return prepared;
  };

  return {
    exec: (sql) => db.exec(sql),
    run(sql, ...params) {
      const result = statement(sql).run(...params);
      return { changes: Number(result.changes), lastInsertRowid: Number(result.lastInsertRowid) };
    },
    get(schema, sql, ...params) {
      const row = statement(sql).get(...params);
      return row === undefined ? undefined : schema.parse(row);
    },
    all(schema, sql, ...params) {
      return statement(sql)
        .all(...params)
        .map((row) => schema.parse(row));
    },
    *iterate(schema, sql, ...params) {
      // A statement of its own, not the cached one: running the cached statement again while
      // this iterator is open would reset it under the reader.
      for (const row of db.prepare(sql).iterate(...params)) yield schema.parse(row);
    },
    transaction(work) {
      if (db.isTransaction) return work();
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = work();
        db.exec('COMMIT');
        return result;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      }
    },
    close() {
      statements.clear();
      db.close();
    },
  };
}
