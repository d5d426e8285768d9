import { describe, expect, it } from 'vitest';
import { bytesBase64, utf8Base64 } from './base64.ts';

const decode = (base64: string) =>
  new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));

describe('utf8Base64', () => {
  it('encodes the UTF-8 bytes of a text', () => {
    expect(utf8Base64('Päivämäärä;€')).toBe('UMOkaXbDpG3DpMOkcsOkO+KCrA==');
  });

  it('encodes a text longer than one chunk', () => {
    const text = `${'ä'.repeat(40_000)}€`;
    expect(decode(utf8Base64(text))).toBe(text);
  });
});

describe('bytesBase64', () => {
  it('encodes bytes longer than one chunk, every byte value kept', () => {
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => i % 256);
    expect(Uint8Array.from(atob(bytesBase64(bytes)), (c) => c.charCodeAt(0))).toEqual(bytes);
  });
});
