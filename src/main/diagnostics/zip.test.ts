import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readZip } from './test-zip-reader.ts';
import { createZip } from './zip.ts';

const MODIFIED = new Date(2026, 0, 15, 10, 30, 42);
const ENTRIES = [
  { name: 'README.txt', data: new TextEncoder().encode('Vertaislaina diagnostics\n') },
  { name: 'logs/main.log', data: new TextEncoder().encode('{"level":"info"}\n'.repeat(500)) },
  { name: 'empty.json', data: new Uint8Array(0) },
  { name: 'tiedot/äö.txt', data: new Uint8Array([0, 1, 2, 255]) },
];

const hasUnzip = (() => {
  try {
    execFileSync('unzip', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('createZip', () => {
  it('writes entries that read back with their names, bytes, CRC-32 and time', () => {
    const entries = readZip(createZip(ENTRIES, MODIFIED));
    expect(entries.map((e) => e.name)).toEqual(ENTRIES.map((e) => e.name));
    for (const [i, entry] of entries.entries()) {
      const original = ENTRIES[i];
      expect(entry.data).toEqual(original?.data);
      expect(entry.crc).toBe(crc32(original?.data ?? new Uint8Array()));
      expect(entry.method).toBe(0);
      expect(entry.modified).toEqual(new Date(2026, 0, 15, 10, 30, 42));
    }
  });

  it('writes an empty archive that still has its end record', () => {
    expect(readZip(createZip([], MODIFIED))).toEqual([]);
  });

  it('refuses names that would escape the extraction folder', () => {
    for (const name of ['/etc/passwd', '../x', 'a/../../x', 'a\\b', '']) {
      expect(() => createZip([{ name, data: new Uint8Array() }], MODIFIED), name).toThrow(
        /unsafe entry name/,
      );
    }
  });

  it.skipIf(!hasUnzip)('is accepted by Info-ZIP unzip (CRC test and listing)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'zip-'));
    try {
      const path = join(dir, 'out.zip');
      writeFileSync(path, createZip(ENTRIES, MODIFIED));
      expect(execFileSync('unzip', ['-t', path], { encoding: 'utf8' })).toContain(
        'No errors detected',
      );
      const listing = execFileSync('unzip', ['-l', path], { encoding: 'utf8' });
      // Non-ASCII names print in the terminal's locale; the ASCII ones must be there as written.
      for (const name of ['README.txt', 'logs/main.log', 'empty.json']) {
        expect(listing).toContain(name);
      }
      expect(listing).toMatch(/\b4 files\b/);
      expect(execFileSync('unzip', ['-p', path, 'README.txt'], { encoding: 'utf8' })).toBe(
        'Vertaislaina diagnostics\n',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
