import { posix, win32 } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DownloadKind } from '#shared/bridge.ts';
import { MAX_FILE_NAME_BYTES, numberedFileName, sanitizeFileName } from './file-name.ts';

/**
 * Names from anywhere: any code point (astral planes included), lone surrogates, and pieces
 * that are known trouble (separators, dots, invisible and bidi characters, reserved names,
 * the extensions, long emoji and flags) so that the generator hits them often.
 */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u));
const trouble = fc.constantFrom(
  '/',
  '\\',
  '..',
  '.',
  ' ',
  ':',
  '\u0000',
  '\u200B',
  '\u200D',
  '\u2060',
  '\u202E',
  '\u00AD',
  '\u180E',
  '\u3164',
  '\uFEFF',
  '\u{E0001}',
  '\u{E0067}',
  '\u{E007F}',
  'CON',
  'lpt1',
  '.csv',
  '.PDF',
  'e\u0301',
  '😀'.repeat(60),
  '🇫🇮'.repeat(30),
  'ä'.repeat(90),
);
const rawName = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.string({ unit: loneSurrogate }),
      trouble,
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));
const kind = fc.constantFrom<DownloadKind>('csv', 'pdf');

const FORMAT = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Cs}]/u;
const RUNS = { numRuns: 2_000 };

function checkName(name: string, k: DownloadKind): void {
  const bytes = Buffer.byteLength(name, 'utf8');
  expect(bytes).toBeLessThanOrEqual(255); // ext4 and APFS refuse longer names
  expect(bytes).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
  expect(name).not.toMatch(FORMAT);
  expect(name).not.toMatch(/[/\\<>:"|?*]/);
  expect(name.endsWith(`.${k}`)).toBe(true);
  expect(name.length).toBeGreaterThan(`.${k}`.length);
  expect(name).not.toMatch(/^[\s.]|[\s.]\.[a-z]+$/);
  // Joined to the chosen folder, it names an entry of that folder on every platform.
  for (const [path, folder] of [
    [posix, '/home/a/Downloads'],
    [win32, 'C:\\Users\\a\\Downloads'],
  ] as const) {
    expect(path.dirname(path.resolve(folder, name))).toBe(folder);
  }
}

describe('sanitizeFileName (properties)', () => {
  it('is a short, visible, single file name with the kind extension', () => {
    fc.assert(
      fc.property(rawName, kind, (raw, k) => checkName(sanitizeFileName(raw, k), k)),
      RUNS,
    );
  });

  it('stays so when numbered', () => {
    fc.assert(
      fc.property(rawName, kind, fc.integer({ min: 1, max: 999 }), (raw, k, n) => {
        const numbered = numberedFileName(sanitizeFileName(raw, k), n);
        checkName(numbered, k);
        expect(numbered.endsWith(` (${n}).${k}`)).toBe(true);
      }),
      RUNS,
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(rawName, kind, (raw, k) => {
        const once = sanitizeFileName(raw, k);
        expect(sanitizeFileName(once, k)).toBe(once);
      }),
      RUNS,
    );
  });
});
