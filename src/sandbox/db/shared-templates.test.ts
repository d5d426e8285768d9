import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { MEMORY, openDatabase, type SqlDatabase } from './database.ts';
import { SHARED_TEMPLATES_ENV } from './shared-templates.ts';
import type * as TemplateModule from './template.ts';

/** A fresh copy of template.ts: what another test worker of the run would load. */
async function anotherProcess(): Promise<typeof TemplateModule> {
  vi.resetModules();
  return import('./template.ts');
}

async function databaseWith(value: string): Promise<SqlDatabase> {
  const db = await openDatabase(MEMORY);
  db.exec('CREATE TABLE sandbox_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  db.exec('CREATE TABLE things (value TEXT NOT NULL)');
  db.run('INSERT INTO things (value) VALUES (?)', value);
  return db;
}

const thing = z.object({ value: z.string() });

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'shared-templates-test-'));
  vi.stubEnv(SHARED_TEMPLATES_ENV, dir);
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('templates shared by the processes of a test run', () => {
  it('lets another process find and copy a template one process saved', async () => {
    const builder = await anotherProcess();
    const built = await databaseWith('seeded');
    builder.saveTemplate(built, 'day-1');
    const saved = builder.findTemplate('day-1');

    const other = await anotherProcess();
    const found = other.findTemplate('day-1');
    expect(found).toEqual(saved);
    expect(found?.path.startsWith(dir)).toBe(true);
    expect(other.findTemplate('day-2')).toBeUndefined();

    const copy = await databaseWith('changed');
    if (found === undefined) throw new Error('not found');
    other.withTemplate(copy, found, () =>
      other.copyTemplateTables(copy, found, ['things', 'sandbox_meta'], []),
    );
    expect(copy.all(thing, 'SELECT value FROM things')).toEqual([{ value: 'seeded' }]);
  });

  it('lets two processes copy one template at the same time', async () => {
    const builder = await anotherProcess();
    builder.saveTemplate(await databaseWith('seeded'), 'day-1');
    const template = builder.findTemplate('day-1');
    if (template === undefined) throw new Error('not saved');
    const first = await databaseWith('a');
    const second = await databaseWith('b');
    const copy = (db: SqlDatabase, inside: () => void = () => undefined) =>
      builder.withTemplate(db, template, () =>
        db.transaction(() => {
          builder.copyTemplateTables(db, template, ['things'], []);
          inside();
        }),
      );
    copy(first, () => copy(second));
    for (const db of [first, second]) {
      expect(db.all(thing, 'SELECT value FROM things')).toEqual([{ value: 'seeded' }]);
    }
  });

  it('leaves no draft behind and no file that a finder would take for another key', async () => {
    const builder = await anotherProcess();
    builder.saveTemplate(await databaseWith('a'), 'day-1');
    builder.saveTemplate(await databaseWith('b'), 'day-2');
    const names = readdirSync(dir);
    expect(names).toHaveLength(2);
    expect(names.some((name) => name.startsWith('draft-'))).toBe(false);
  });

  it('keeps a shared template when the process that adopted it replaces it', async () => {
    const first = await anotherProcess();
    first.saveTemplate(await databaseWith('a'), 'day-1');
    const shared = first.findTemplate('day-1');
    const other = await anotherProcess();
    other.findTemplate('day-1');
    other.adoptTemplate('day-1', { id: 'local', path: join(dir, 'elsewhere.db') });
    expect(shared !== undefined && existsSync(shared.path)).toBe(true);
  });

  it('is not used where the run did not name a folder', async () => {
    const builder = await anotherProcess();
    builder.saveTemplate(await databaseWith('a'), 'day-1');
    vi.stubEnv(SHARED_TEMPLATES_ENV, '');
    const other = await anotherProcess();
    expect(other.findTemplate('day-1')).toBeUndefined();
    const own = await databaseWith('b');
    other.saveTemplate(own, 'day-1');
    expect(other.findTemplate('day-1')?.path.startsWith(dir)).toBe(false);
    expect(readdirSync(dir)).toHaveLength(1);
  });
});
