import { appendFileSync, mkdirSync, renameSync, statSync, unlinkSync } from 'node:fs';
import { dirname, join, parse } from 'node:path';

export interface RotatingFileOptions {
  /** The current file, e.g. `<userData>/logs/main.log`; older ones are `main.1.log`, `main.2.log`… */
  path: string;
  /** A file is rotated before an append would take it past this size. */
  maxBytes: number;
  /** Files kept in all, the current one included. */
  maxFiles: number;
  /** Called once when the disk refuses a write; logging never throws into the app. */
  onError?: (error: unknown) => void;
}

export interface RotatingFile {
  append(text: string): void;
  /** The files that exist, newest first. */
  files(): string[];
}

export const DEFAULT_MAX_BYTES = 1024 * 1024;
export const DEFAULT_MAX_FILES = 3;

function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Size-based rotation with synchronous appends: an entry written just before a crash is on
 * disk, and entries never interleave. Log lines are small and rare enough for that to be cheap.
 */
export function createRotatingFile(options: RotatingFileOptions): RotatingFile {
  const { name, ext } = parse(options.path);
  const folder = dirname(options.path);
  const nth = (n: number): string => (n === 0 ? options.path : join(folder, `${name}.${n}${ext}`));
  let size: number | null = null;
  let reported = false;

  const rotate = (): void => {
    const last = nth(options.maxFiles - 1);
    if (exists(last)) unlinkSync(last);
    for (let n = options.maxFiles - 2; n >= 0; n--) {
      if (exists(nth(n))) renameSync(nth(n), nth(n + 1));
    }
    size = 0;
  };

  return {
    append(text) {
      const bytes = Buffer.byteLength(text, 'utf8');
      try {
        if (size === null) {
          mkdirSync(folder, { recursive: true, mode: 0o700 });
          size = sizeOf(options.path);
        }
        if (size > 0 && size + bytes > options.maxBytes) rotate();
        appendFileSync(options.path, text, { encoding: 'utf8', mode: 0o600 });
        size += bytes;
      } catch (error) {
        size = null;
        if (!reported) {
          reported = true;
          options.onError?.(error);
        }
      }
    },
    files() {
      const found: string[] = [];
      for (let n = 0; n < options.maxFiles; n++) if (exists(nth(n))) found.push(nth(n));
      return found;
    },
  };
}
