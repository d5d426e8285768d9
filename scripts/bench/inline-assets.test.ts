import { describe, expect, it } from 'vitest';
import { inlineModuleSource } from './inline-assets.ts';

describe('inlineModuleSource', () => {
  it('exports the file as a base64 data URL typed by its extension, as Vite does', () => {
    const bytes = new Uint8Array([0, 1, 2, 250]);
    expect(inlineModuleSource('/fonts/DejaVuSans.ttf', bytes)).toBe(
      'export default "data:font/ttf;base64,AAEC+g==";\n',
    );
    expect(inlineModuleSource('/x/unknown.bin', bytes)).toContain(
      'data:application/octet-stream;base64,',
    );
  });
});
