import { existsSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { changedTables, pauseTracking } from './change-tracking.ts';
import type { SqlDatabase } from './database.ts';
import {
  draftPath,
  findSharedTemplate,
  publishSharedTemplate,
  sharedTemplateDir,
} from './shared-templates.ts';

/*
 * Seeded databases kept for fast resets. node:sqlite cannot serialize a database to memory, so a
 * freshly seeded one is copied to a temporary file once (VACUUM INTO), and each later reset with
 * the same key copies its tables back from that file (ATTACH, then INSERT … SELECT per table):
 * milliseconds instead of replaying years of the marketplace. The files live as long as the
 * process.
 */

export interface Template {
  /** Written into the template's sandbox_meta, so a database knows which template it copies. */
  id: string;
  path: string;
  /** In a test run's shared folder (shared-templates.ts): the run removes it, not this thread. */
  shared?: boolean;
}

const TEMPLATE_META_KEY = 'template';
const FILE_PREFIX = 'vertaislaina-sandbox-template-';
/** A template file's name, with the id of the process that made it. */
const FILE_NAME = /^vertaislaina-sandbox-template-(\d+)-/;
const templates = new Map<string, Template>();
let cleanupRegistered = false;

function removeTemplate(template: Template): void {
  if (template.shared !== true) rmSync(template.path, { force: true });
}

function removeTemplates(): void {
  for (const template of templates.values()) removeTemplate(template);
  templates.clear();
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/**
 * Removes the templates of processes that are gone: a process killed rather than exited (test
 * workers, a dev server stopped with a signal) never ran its exit handler.
 */
function sweepOrphans(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(FILE_NAME.exec(name)?.[1]);
    if (Number.isInteger(pid) && pid !== process.pid && !isRunning(pid)) {
      rmSync(join(tmpdir(), name), { force: true });
    }
  }
}

/**
 * The template saved under `key` in this process, if its file is still there; in a test run, one
 * another process of the run published.
 */
export function findTemplate(key: string): Template | undefined {
  const template = templates.get(key);
  if (template !== undefined && existsSync(template.path)) return template;
  const dir = sharedTemplateDir();
  const shared = dir === undefined ? undefined : findSharedTemplate(dir, key);
  if (shared === undefined) return undefined;
  adoptTemplate(key, { ...shared, shared: true });
  return templates.get(key);
}

/**
 * Marks the freshly seeded database as the template for `key` and keeps a copy of it as it is
 * now. Outside any transaction (VACUUM cannot run in one).
 */
export function saveTemplate(db: SqlDatabase, key: string): void {
  const id = randomUUID();
  const dir = sharedTemplateDir();
  db.run('INSERT INTO sandbox_meta (key, value) VALUES (?, ?)', TEMPLATE_META_KEY, id);
  if (dir !== undefined) {
    db.run('VACUUM INTO ?', draftPath(dir, id));
    adoptTemplate(key, { ...publishSharedTemplate(dir, key, id), shared: true });
    return;
  }
  const path = join(tmpdir(), `${FILE_PREFIX}${process.pid}-${randomUUID()}.db`);
  db.run('VACUUM INTO ?', path);
  adoptTemplate(key, { id, path });
}

/**
 * Keeps `template` as this thread's for `key` (removed when the thread exits). A worker thread
 * that seeded a database hands its template over with exportTemplates, so the serving thread's
 * later resets copy it instead of playing the years again.
 */
export function adoptTemplate(key: string, template: Template): void {
  if (!cleanupRegistered) {
    process.once('exit', removeTemplates);
    cleanupRegistered = true;
    sweepOrphans();
  }
  const previous = templates.get(key);
  if (previous !== undefined && previous.path !== template.path) removeTemplate(previous);
  templates.set(key, template);
}

/** This thread's templates, given up: the receiver adopts them, and this thread's exit keeps them. */
export function exportTemplates(): [key: string, template: Template][] {
  const exported = [...templates.entries()];
  templates.clear();
  return exported;
}

const foreignKeys = z.object({ foreign_keys: z.number() });

/**
 * Runs `work` with the template attached as the schema `template`. ATTACH (like the foreign key
 * switch) is not allowed inside a transaction, so this wraps the caller's transaction. Foreign
 * keys are not checked meanwhile: the template was seeded with them on and is copied whole, and
 * checking every copied row again was most of a reset's time.
 */
export function withTemplate<T>(db: SqlDatabase, template: Template, work: () => T): T {
  const checked = db.get(foreignKeys, 'PRAGMA foreign_keys')?.foreign_keys === 1;
  // Read-only: a write transaction (BEGIN IMMEDIATE) otherwise locks every attached file too, and
  // the processes of a test run that copy one shared template at once would fail as "locked".
  db.run('ATTACH DATABASE ? AS template', `${pathToFileURL(template.path).href}?mode=ro`);
  if (checked) db.exec('PRAGMA foreign_keys = OFF');
  try {
    return work();
  } finally {
    if (checked) db.exec('PRAGMA foreign_keys = ON');
    db.run('DETACH DATABASE template');
  }
}

const metaRow = z.object({ value: z.string() });
const column = z.object({ name: z.string() });

/**
 * Replaces the rows of `tables` (children first, as DATA_TABLES lists them) with the attached
 * template's. In a database last reset from this very template only what changed since is copied
 * back:
 * - the append-only tables can only have grown (their rows are never changed, and new ones get
 *   higher ids), so only the rows past the template's are removed: a reset after a test costs
 *   what the test added, not the years of history;
 * - of the others, only the tables written since (change-tracking.ts), when that is known.
 * Columns are named, so a column order that differs cannot shift values.
 */
export function copyTemplateTables(
  db: SqlDatabase,
  template: Template,
  tables: readonly string[],
  appendOnly: readonly string[],
): void {
  const copiedBefore =
    db.get(metaRow, 'SELECT value FROM main.sandbox_meta WHERE key = ?', TEMPLATE_META_KEY)
      ?.value === template.id;
  const trimmed = new Set(copiedBefore ? appendOnly : []);
  const others = tables.filter((table) => !trimmed.has(table));
  const written = copiedBefore ? changedTables(db, others) : undefined;
  const replaced = written === undefined ? others : others.filter((table) => written.has(table));
  pauseTracking(db, replaced);
  for (const table of tables) {
    if (trimmed.has(table)) {
      db.run(
        `DELETE FROM main.${table} WHERE rowid > (SELECT coalesce(max(rowid), 0) FROM template.${table})`,
      );
    } else if (replaced.includes(table)) {
      db.run(`DELETE FROM main.${table}`);
    }
  }
  for (const table of [...replaced].reverse()) {
    const names = db
      .all(column, "SELECT name FROM pragma_table_info(?, 'main')", table)
      .map((row) => row.name)
      .join(', ');
    db.run(`INSERT INTO main.${table} (${names}) SELECT ${names} FROM template.${table}`);
  }
}
