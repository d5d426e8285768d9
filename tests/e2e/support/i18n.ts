import { readFileSync } from 'node:fs';

export type Lang = 'fi' | 'en' | 'sv' | 'de';

const localesRoot = new URL('../../../src/renderer/src/i18n/locales/', import.meta.url);
const cache = new Map<string, unknown>();

function namespace(lang: Lang, ns: string): unknown {
  const key = `${lang}/${ns}`;
  if (!cache.has(key)) {
    cache.set(key, JSON.parse(readFileSync(new URL(`${lang}/${ns}.json`, localesRoot), 'utf8')));
  }
  return cache.get(key);
}

/**
 * The app's own text for `ns:dotted.key` in a language, read from the locale files, so that
 * tests select controls by the accessible names a user of that language sees.
 */
export function t(lang: Lang, key: string, vars: Record<string, string> = {}): string {
  const [ns, path] = key.split(':') as [string, string];
  let node: unknown = namespace(lang, ns);
  for (const part of path.split('.')) {
    node = (node as Record<string, unknown> | undefined)?.[part];
  }
  if (typeof node !== 'string') throw new Error(`No text for ${lang} ${key}`);
  return node.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? `{{${name}}}`);
}

/** The URL suffix for a language: the app says `sv`, URLs and the API say `se`. */
export function urlSuffix(lang: Lang): string {
  return lang === 'sv' ? 'se' : lang;
}
