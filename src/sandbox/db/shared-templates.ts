import { createHash } from 'node:crypto';
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { join } from 'node:path';

/*
 * A test run's processes share their seeded templates through a folder named by this variable
 * (the unit suite's global setup makes one per run and removes it after): building a day's world
 * takes tens of seconds of CPU, and without it every test worker that needs the world built it
 * again. Only a test run sets it: the folder lives exactly as long as the code that fills it, so
 * a template can never outlive a change to the seed.
 */
export const SHARED_TEMPLATES_ENV = 'SANDBOX_SHARED_TEMPLATES';

export interface SharedTemplate {
  id: string;
  path: string;
}

/** The run's shared folder, unless this process was told to keep its templates to itself. */
export function sharedTemplateDir(): string | undefined {
  const dir = process.env[SHARED_TEMPLATES_ENV];
  return dir === undefined || dir === '' || !existsSync(dir) ? undefined : dir;
}

const keyName = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 32);
/** `<key's hash>.<template id>.db`: the id is in the name, so a finder needs no second file. */
const FILE_NAME = /^([0-9a-f]{32})\.([0-9a-f-]{36})\.db$/;

/** A template another process of the run published under `key`, if any. */
export function findSharedTemplate(dir: string, key: string): SharedTemplate | undefined {
  const wanted = keyName(key);
  for (const name of readdirSync(dir)) {
    const match = FILE_NAME.exec(name);
    if (match?.[1] === wanted && match[2] !== undefined) {
      return { id: match[2], path: join(dir, name) };
    }
  }
  return undefined;
}

/**
 * Where a template being written goes first: not a name findSharedTemplate matches, so no
 * process copies a file still being written.
 */
export const draftPath = (dir: string, id: string) => join(dir, `draft-${process.pid}-${id}.db`);

/**
 * Publishes a finished draft under `key` (a rename, atomic within the folder). Two processes
 * that built the same key at once both publish; either file is the same seed.
 */
export function publishSharedTemplate(dir: string, key: string, id: string): SharedTemplate {
  const path = join(dir, `${keyName(key)}.${id}.db`);
  renameSync(draftPath(dir, id), path);
  return { id, path };
}
