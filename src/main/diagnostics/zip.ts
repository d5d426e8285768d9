import { crc32 } from 'node:zlib';

export interface ZipEntry {
  /** A relative path with `/` separators, e.g. `logs/main.log`. */
  name: string;
  data: Uint8Array;
}

/** Names as Windows' and unzip's extractors expect them: relative, no `..`, no backslashes. */
const SAFE_NAME = /^(?!\/)(?!.*(?:^|\/)\.\.(?:\/|$))[^\\\0]{1,255}$/;
const UTF8_NAMES = 0x0800;
const STORE = 0;
const VERSION = 20;

/** MS-DOS date and time fields (local time, two-second steps), as the zip format stores them. */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.min(Math.max(date.getFullYear(), 1980), 2107);
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/**
 * A minimal zip writer: STORE (no compression), CRC-32, UTF-8 names, no zip64 — enough for
 * a diagnostics file of a few megabytes, which every OS's built-in extractor opens.
 */
export function createZip(entries: readonly ZipEntry[], modified: Date): Uint8Array {
  if (entries.length > 0xffff) throw new Error('zip: too many entries');
  const stamp = dosDateTime(modified);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;

  for (const entry of entries) {
    if (!SAFE_NAME.test(entry.name)) throw new Error(`zip: unsafe entry name ${entry.name}`);
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.data.byteLength;
    const crc = crc32(entry.data);

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(UTF8_NAMES, 6);
    local.writeUInt16LE(STORE, 8);
    local.writeUInt16LE(stamp.time, 10);
    local.writeUInt16LE(stamp.date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(size, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    local.writeUInt16LE(0, 28);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(VERSION, 4);
    central.writeUInt16LE(VERSION, 6);
    central.writeUInt16LE(UTF8_NAMES, 8);
    central.writeUInt16LE(STORE, 10);
    central.writeUInt16LE(stamp.time, 12);
    central.writeUInt16LE(stamp.date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(size, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    // Extra field, comment, disk number, internal and external attributes: all zero.
    central.writeUInt32LE(offset, 42);

    locals.push(local, name, Buffer.from(entry.data.buffer, entry.data.byteOffset, size));
    centrals.push(central, name);
    offset += local.byteLength + name.byteLength + size;
    if (offset > 0xffffffff) throw new Error('zip: too large without zip64');
  }

  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}
