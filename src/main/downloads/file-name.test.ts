import { describe, expect, it } from 'vitest';
import {
  MAX_FILE_NAME_BYTES,
  MAX_FILE_NAME_LENGTH,
  numberedFileName,
  sanitizeFileName,
} from './file-name.ts';

describe('sanitizeFileName', () => {
  it.each([
    // [input, kind, expected]
    ['Tiliote 2024.csv', 'csv', 'Tiliote 2024.csv'],
    ['lasku.PDF', 'pdf', 'lasku.pdf'],
    ['report', 'pdf', 'report.pdf'],
    ['invoice.2024.05.pdf', 'pdf', 'invoice.2024.05.pdf'],
    ['data.csv', 'pdf', 'data.pdf'],
    ['evil.exe', 'pdf', 'evil.exe.pdf'],
    ['../../etc/passwd', 'csv', 'passwd.csv'],
    ['..\\..\\Windows\\System32\\evil.pdf', 'pdf', 'evil.pdf'],
    ['/absolute/path/x.pdf', 'pdf', 'x.pdf'],
    ['C:\\Users\\x\\file.csv', 'csv', 'file.csv'],
    ['..', 'pdf', 'vertaislaina.pdf'],
    ['.', 'csv', 'vertaislaina.csv'],
    ['', 'csv', 'vertaislaina.csv'],
    ['   ', 'csv', 'vertaislaina.csv'],
    ['.hidden', 'csv', 'hidden.csv'],
    ['name. . .', 'pdf', 'name.pdf'],
    ['name.pdf.', 'pdf', 'name.pdf'],
    ['name.pdf   ', 'pdf', 'name.pdf'],
    ['a\u0000b\u0007c\u001fd\u007fe\u0085f.pdf', 'pdf', 'abcdef.pdf'],
    ['line\nbreak\r\ttab.csv', 'csv', 'linebreaktab.csv'],
    ['invoice\u202Efdp.exe', 'pdf', 'invoicefdp.exe.pdf'],
    ['\u2066iso\u2069\u200Fmark\u061C\u200B\uFEFF.csv', 'csv', 'isomark.csv'],
    ['a<b>c:d"e|f?g*h.pdf', 'pdf', 'a_b_c_d_e_f_g_h.pdf'],
    ['CON', 'pdf', '_CON.pdf'],
    ['con.pdf', 'pdf', '_con.pdf'],
    ['prn.txt', 'csv', '_prn.txt.csv'],
    ['AUX', 'csv', '_AUX.csv'],
    ['nul', 'csv', '_nul.csv'],
    ['COM1', 'pdf', '_COM1.pdf'],
    ['lpt9.csv', 'csv', '_lpt9.csv'],
    ['COM¹', 'pdf', '_COM¹.pdf'],
    ['CONSOLE', 'pdf', 'CONSOLE.pdf'],
    ['COM10', 'pdf', 'COM10.pdf'],
    ['Sopimus – Äö.pdf', 'pdf', 'Sopimus – Äö.pdf'],
    ['e\u0301.pdf', 'pdf', '\u00e9.pdf'],
    [42, 'pdf', 'vertaislaina.pdf'],
    [null, 'csv', 'vertaislaina.csv'],
    ['diagnostics.ZIP', 'zip', 'diagnostics.zip'],
    ['logs.pdf', 'zip', 'logs.pdf.zip'],
  ])('%j (%s) → %j', (input, kind, expected) => {
    expect(sanitizeFileName(input, kind as 'csv' | 'pdf' | 'zip')).toBe(expected);
  });

  it('caps the length, keeps the extension and never ends in a dot or space', () => {
    const long = sanitizeFileName(`${'a'.repeat(300)}.pdf`, 'pdf');
    expect(long).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(long.endsWith('.pdf')).toBe(true);
    const dotted = sanitizeFileName(`${'a'.repeat(115)} . . . . . . . .`, 'csv');
    expect(dotted).toBe(`${'a'.repeat(115)}.csv`);
  });

  it('does not split surrogate pairs when capping', () => {
    const name = sanitizeFileName('😀'.repeat(200), 'csv');
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
    expect(name).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('caps in UTF-8 bytes: 118 emoji (472 bytes) become 49 and the extension', () => {
    const name = sanitizeFileName(`${'😀'.repeat(118)}.csv`, 'csv');
    expect(name).toBe(`${'😀'.repeat(49)}.csv`);
    expect(Buffer.byteLength(name)).toBe(200);
    const finnish = sanitizeFileName('ä'.repeat(150), 'pdf'); // 2 bytes each
    expect(finnish).toBe(`${'ä'.repeat(98)}.pdf`);
  });

  it('never cuts a grapheme: flags stay whole and letters keep their accents', () => {
    const flags = sanitizeFileName('🇫🇮'.repeat(40), 'pdf'); // 8 bytes and 2 code points each
    expect(flags).toBe(`${'🇫🇮'.repeat(24)}.pdf`);
    const accented = sanitizeFileName(`${'a'.repeat(115)}q\u0307\u0323x`, 'csv');
    expect(accented).toBe(`${'a'.repeat(115)}.csv`);
    expect(numberedFileName(`${'🇫🇮'.repeat(24)}.pdf`, 17)).toBe(`${'🇫🇮'.repeat(23)} (17).pdf`);
  });

  it('removes format and default-ignorable characters', () => {
    const hidden = '\u200B\u2060\u{E0001}\u{E0041}\u{E007F}\u00AD\u180E\u3164\uFE0F\u200D';
    expect(sanitizeFileName(hidden.repeat(20), 'csv')).toBe('vertaislaina.csv');
    expect(sanitizeFileName(`\u200Bra\u00ADport\u2060${hidden}.pdf\u{E0070}`, 'pdf')).toBe(
      'raport.pdf',
    );
    expect(sanitizeFileName('e\u200B\u0301.pdf', 'pdf')).toBe('\u00e9.pdf');
    expect(sanitizeFileName('x\uD800y\uDC00.csv', 'csv')).toBe('xy.csv');
  });

  it('is idempotent', () => {
    for (const raw of ['../x.pdf', 'CON', 'a\u202Eb', `${'z'.repeat(200)}`, 'x. .pdf']) {
      const once = sanitizeFileName(raw, 'pdf');
      expect(sanitizeFileName(once, 'pdf')).toBe(once);
    }
  });
});

describe('numberedFileName', () => {
  it('adds (n) before the extension within the cap', () => {
    expect(numberedFileName('Tiliote.csv', 1)).toBe('Tiliote (1).csv');
    expect(numberedFileName('lasku.pdf', 12)).toBe('lasku (12).pdf');
    expect(numberedFileName('diagnostics.zip', 2)).toBe('diagnostics (2).zip');
    const long = numberedFileName(sanitizeFileName('b'.repeat(300), 'pdf'), 3);
    expect(long).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(long.endsWith(' (3).pdf')).toBe(true);
  });
});
