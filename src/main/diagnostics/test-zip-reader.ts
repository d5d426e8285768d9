import { crc32 } from 'node:zlib';

export interface ReadEntry {
  name: string;
  method: number;
  crc: number;
  modified: Date;
  data: Uint8Array;
}

/**
 * A test-only zip reader: finds the end record, walks the central directory, checks each local
 * header against it and the stored CRC against the data. Throws on anything inconsistent.
 */
export function readZip(bytes: Uint8Array): ReadEntry[] {
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const endAt = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0 || endAt + 22 > buf.length) throw new Error('no end record');
  const count = buf.readUInt16LE(endAt + 10);
  const dirSize = buf.readUInt32LE(endAt + 12);
  let at = buf.readUInt32LE(endAt + 16);
  if (at + dirSize !== endAt) throw new Error('central directory size mismatch');
  const entries: ReadEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (buf.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central header');
    const method = buf.readUInt16LE(at + 10);
    const time = buf.readUInt16LE(at + 12);
    const date = buf.readUInt16LE(at + 14);
    const crc = buf.readUInt32LE(at + 16);
    const size = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const extra = buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
    const localAt = buf.readUInt32LE(at + 42);
    const name = buf.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extra;

    if (buf.readUInt32LE(localAt) !== 0x04034b50) throw new Error('bad local header');
    if (buf.readUInt32LE(localAt + 14) !== crc) throw new Error('local CRC differs');
    const localName = buf.readUInt16LE(localAt + 26);
    const localExtra = buf.readUInt16LE(localAt + 28);
    if (buf.toString('utf8', localAt + 30, localAt + 30 + localName) !== name) {
      throw new Error('local name differs');
    }
    const start = localAt + 30 + localName + localExtra;
    const data = new Uint8Array(buf.subarray(start, start + size));
    if (crc32(data) !== crc) throw new Error(`CRC mismatch in ${name}`);
    const modified = new Date(
      (date >> 9) + 1980,
      ((date >> 5) & 0xf) - 1,
      date & 0x1f,
      time >> 11,
      (time >> 5) & 0x3f,
      (time & 0x1f) * 2,
    );
    entries.push({ name, method, crc, modified, data });
  }
  return entries;
}
