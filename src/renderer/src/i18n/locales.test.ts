import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/domain/validation/messages.ts';
import { SMS_CODE_ERRORS } from '#shared/api/auth.ts';
import { APP_LANGUAGES } from '#shared/languages.ts';
import { NAMESPACES } from './namespaces.ts';
import { flattenKeys, resources } from './resources.ts';

const keysOf = (language: (typeof APP_LANGUAGES)[number]) =>
  new Map(
    NAMESPACES.flatMap((ns) =>
      [...flattenKeys(resources[language][ns])].map(([key, value]) => [`${ns}:${key}`, value]),
    ),
  );

describe('locale files', () => {
  const reference = keysOf('fi');

  it('has every namespace file with keys in every language', () => {
    for (const language of APP_LANGUAGES) {
      for (const ns of NAMESPACES) {
        expect(flattenKeys(resources[language][ns]).size, `${language}/${ns}.json`).toBeGreaterThan(
          0,
        );
      }
    }
  });

  it.each(APP_LANGUAGES)('%s has exactly the keys of fi, none empty', (language) => {
    const keys = keysOf(language);
    const missing = [...reference.keys()].filter((key) => !keys.has(key));
    const extra = [...keys.keys()].filter((key) => !reference.has(key));
    const empty = [...keys].filter(([, value]) => value.trim() === '').map(([key]) => key);
    expect({ missing, extra, empty }).toEqual({ missing: [], extra: [], empty: [] });
  });

  it('has the interpolation placeholders of fi in every language', () => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const language of APP_LANGUAGES) {
      for (const [key, value] of keysOf(language)) {
        expect(placeholders(value), `${language} ${key}`).toEqual(
          placeholders(reference.get(key) ?? ''),
        );
      }
    }
  });

  it('translates every shared validation message and SMS error code', () => {
    for (const message of Object.values(MESSAGES)) {
      expect(reference.has(message.replace('.', ':')), message).toBe(true);
    }
    for (const code of SMS_CODE_ERRORS) {
      expect(reference.has(`auth:verify.errors.${code}`), code).toBe(true);
    }
  });
});

const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('keys used in the code', () => {
  it('exist in the locale files', () => {
    const pattern = new RegExp(`['\`"]((?:${NAMESPACES.join('|')}):[A-Za-z0-9_.]+)['\`"]`, 'g');
    const used = new Set<string>();
    for (const text of Object.values(sources)) {
      for (const match of text.matchAll(pattern)) if (match[1]) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(50);
    const reference = keysOf('fi');
    // A key used with `count` exists as its plural forms (`_one`, `_other`).
    const exists = (key: string) => reference.has(key) || reference.has(`${key}_other`);
    expect([...used].filter((key) => !exists(key))).toEqual([]);
  });
});
