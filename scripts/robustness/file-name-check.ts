/**
 * Hostile server-suggested file names through main's target chooser (the save dialog accepting
 * the suggestion, and a policy folder) and the atomic write into a real temp folder: every file
 * must land in the chosen folder, its name at most MAX_FILE_NAME_BYTES UTF-8 bytes.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';
import fc from 'fast-check';
import { writeAtomically } from '../../src/main/downloads/atomic-write.ts';
import type { FileKind } from '../../src/main/downloads/file-name.ts';
import { MAX_FILE_NAME_BYTES } from '../../src/main/downloads/file-name.ts';
import { createTargetChooser } from '../../src/main/downloads/target.ts';

const piece = fc.constantFrom(
  '/',
  '\\',
  '..',
  '../',
  '..\\',
  '/etc/passwd',
  'C:\\Windows\\',
  '\\\\server\\share\\',
  '~/',
  '%2e%2e%2f',
  '.',
  ' ',
  ':',
  '\u0000',
  '\n',
  '\u200b',
  '\u202e',
  '\u2066',
  '\ufeff',
  '\u{e0001}',
  'CON',
  'nul.txt',
  'COM1',
  'lpt¹',
  '.csv',
  '.PDF',
  '.zip',
  '.exe',
  'e\u0301',
  '😀'.repeat(70),
  '🇫🇮'.repeat(40),
  'ä'.repeat(130),
  '中'.repeat(90),
  'a'.repeat(300),
);
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((u) => String.fromCharCode(u));

/** A server-suggested name: known tricks mixed with any code point, up to a few hundred long. */
export const hostileName: fc.Arbitrary<string> = fc
  .array(fc.oneof(piece, fc.string({ unit: 'binary', maxLength: 8 }), loneSurrogate), {
    maxLength: 8,
  })
  .map((parts) => parts.join(''));

const KINDS: readonly FileKind[] = ['csv', 'pdf', 'zip'];

export interface FileNameOutcome {
  names: number;
  saved: number;
  /** Files written anywhere but the chosen folder (found by walking the whole temp tree). */
  outside: number;
  /** Saved names over MAX_FILE_NAME_BYTES UTF-8 bytes. */
  overLong: number;
  longestBytes: number;
  failures: string[];
}

/** Every file under `root`, as paths relative to it. */
function walk(root: string, at = root): string[] {
  return readdirSync(at, { withFileTypes: true }).flatMap((entry) => {
    const path = join(at, entry.name);
    return entry.isDirectory() ? walk(root, path) : [relative(root, path)];
  });
}

export async function checkFileNames(count: number, seed: number): Promise<FileNameOutcome> {
  const names = fc.sample(hostileName, { numRuns: count, seed });
  // The chosen folder sits two levels down, so `..` and absolute escapes have somewhere to land.
  const root = mkdtempSync(join(tmpdir(), 'robustness-names-'));
  const chosen = join(root, 'a', 'chosen');
  mkdirSync(chosen, { recursive: true });
  const outcome: FileNameOutcome = {
    names: names.length,
    saved: 0,
    outside: 0,
    overLong: 0,
    longestBytes: 0,
    failures: [],
  };
  const viaDialog = createTargetChooser({
    showSaveDialog: (options) =>
      Promise.resolve({ canceled: false, filePath: options.defaultPath }),
    policyFolder: () => null,
    lastFolder: () => chosen,
    defaultFolder: () => root,
  });
  const viaPolicy = createTargetChooser({
    showSaveDialog: () => Promise.reject(new Error('a policy folder needs no dialog')),
    policyFolder: () => chosen,
    lastFolder: () => null,
    defaultFolder: () => root,
  });
  try {
    for (const [i, name] of names.entries()) {
      const kind = KINDS[i % KINDS.length] ?? 'csv';
      const target = await (i % 2 === 0 ? viaDialog : viaPolicy)(kind, name);
      if (target === null) throw new Error('the fake dialog never cancels');
      const result = await writeAtomically({
        ...target,
        chunks: ReadableStream.from([new TextEncoder().encode(`${i}\n`)]),
      });
      if (!result.ok) {
        if (outcome.failures.length < 5) outcome.failures.push(`${result.reason}: ${name}`);
        continue;
      }
      outcome.saved += 1;
      const bytes = Buffer.byteLength(basename(result.path), 'utf8');
      outcome.longestBytes = Math.max(outcome.longestBytes, bytes);
      if (bytes > MAX_FILE_NAME_BYTES) outcome.overLong += 1;
      if (dirname(result.path) !== chosen) outcome.outside += 1;
      else await unlink(result.path); // so that thousands of fallback names need no numbering
    }
    outcome.outside += walk(root).filter((path) => dirname(join(root, path)) !== chosen).length;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  return outcome;
}
