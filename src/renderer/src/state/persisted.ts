import { atom, type WritableAtom } from 'jotai';
import type { z } from 'zod';

export type StorageArea = 'session' | 'local';

function area(kind: StorageArea): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

/** Reads and validates a stored JSON value; anything missing, unreadable or invalid is null. */
export function readStored<T>(kind: StorageArea, key: string, schema: z.ZodType<T>): T | null {
  const raw = area(kind)?.getItem(key) ?? null;
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Stores a JSON value, or removes the key for null. Storage failures are ignored. */
export function writeStored(kind: StorageArea, key: string, value: unknown): void {
  const storage = area(kind);
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the value lives in memory only.
  }
}

const UNSET = Symbol('unset');

/**
 * An atom mirrored to the browser's storage, so that a reload (or a web-mode round trip through
 * a bank page) keeps it. Until it is first set in this store, it reads the stored value (checked
 * with the schema); setting null removes the stored copy.
 */
export function persistedAtom<T>(
  kind: StorageArea,
  key: string,
  schema: z.ZodType<T>,
): WritableAtom<T | null, [T | null], void> {
  const base = atom<T | null | typeof UNSET>(UNSET);
  return atom(
    (get) => {
      const value = get(base);
      return value === UNSET ? readStored(kind, key, schema) : value;
    },
    (_get, set, value: T | null) => {
      set(base, value);
      writeStored(kind, key, value);
    },
  );
}
