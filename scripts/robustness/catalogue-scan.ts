/**
 * Which catalogue entries no test reaches: a test file (unit, renderer, end-to-end) reaches an
 * entry when it contains one of the entry's literals, one of its i18n keys (`ns:path`, or the
 * path alone when it has a dot or is the key's own name), or the key's text in any language
 * (the part before the first interpolation, as tests match it).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { CatalogueEntry } from './error-catalogue.ts';

/** One language: namespace → its JSON. */
export type Locales = Record<string, unknown>;

/** `path` (`a.b`) in a namespace's JSON, or undefined. */
function lookup(tree: unknown, path: string): string | undefined {
  let node = tree;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = Object.entries(node).find(([key]) => key === part)?.[1];
  }
  return typeof node === 'string' ? node : undefined;
}

const MIN_TEXT = 12;

/** What a test reaching the entry would contain. Texts shorter than MIN_TEXT are too common. */
export function needles(entry: CatalogueEntry, locales: readonly Locales[]): string[] {
  const found = new Set(entry.literals);
  for (const key of entry.keys) {
    const [namespace = '', path = ''] = key.split(':');
    found.add(key);
    found.add(`${namespace}.${path}`);
    if (path.includes('.') || /^[A-Z_]+$/.test(path)) found.add(path);
    for (const locale of locales) {
      const text = lookup(locale[namespace], path)?.split('{{')[0]?.trim();
      if (text !== undefined && text.length >= MIN_TEXT) found.add(text);
    }
  }
  return [...found];
}

/** The entries none of `texts` contains. */
export function unreached(
  catalogue: readonly CatalogueEntry[],
  locales: readonly Locales[],
  texts: readonly string[],
): CatalogueEntry[] {
  return catalogue.filter(
    (entry) => !needles(entry, locales).some((needle) => texts.some((t) => t.includes(needle))),
  );
}

const TEST_FILE = /\.(test|spec)\.tsx?$/;
const SKIP = new Set(['node_modules', '.git', 'out', 'dist', 'dist-web', 'test-results']);

/** Every test file under `roots`, except those in `exclude` (this check's own tests). */
export function testFiles(root: string, roots: readonly string[], exclude: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return SKIP.has(entry.name) ? [] : walk(path);
      return TEST_FILE.test(entry.name) ? [path] : [];
    });
  return roots
    .flatMap((r) => walk(join(root, r)))
    .filter((path) => relative(exclude, path).startsWith('..'));
}

/** The locales' JSON files, one object of namespaces per language. */
export function readLocales(dir: string): Locales[] {
  return readdirSync(dir).map((language) => {
    const namespaces: Locales = {};
    for (const file of readdirSync(join(dir, language))) {
      if (!file.endsWith('.json')) continue;
      const tree: unknown = JSON.parse(readFileSync(join(dir, language, file), 'utf8'));
      namespaces[file.slice(0, -'.json'.length)] = tree;
    }
    return namespaces;
  });
}
