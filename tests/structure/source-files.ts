import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The repository's root, two folders above this file. */
export const ROOT = join(import.meta.dirname, '..', '..');

const TYPESCRIPT = /\.(ts|tsx)$/;
const TEST = /\.(test|spec)\.(ts|tsx)$/;

/**
 * Every source file under src/ whose name matches (TypeScript by default; tests and declaration
 * files left out), as repository paths with `/`.
 */
export function sourceFiles(kind: RegExp = TYPESCRIPT): string[] {
  const files: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (kind.test(entry.name) && !TEST.test(entry.name) && !entry.name.endsWith('.d.ts'))
        files.push(relative(ROOT, path).split(sep).join('/'));
    }
  };
  walk(join(ROOT, 'src'));
  return files.sort();
}

export function readSource(file: string): string {
  return readFileSync(join(ROOT, file), 'utf8');
}
