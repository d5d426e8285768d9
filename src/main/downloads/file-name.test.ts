import { describe, expect, it } from 'vitest';
import { MAX_FILE_NAME_LENGTH, numberedFileName, sanitizeFileName } from './file-name.ts';

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
  ])('%j (%s) → %j', (input, kind, expected) => {
    expect(sanitizeFileName(input, kind as 'csv' | 'pdf')).toBe(expected);
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
    expect(Array.from(name)).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(name).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
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
    const long = numberedFileName(sanitizeFileName('b'.repeat(300), 'pdf'), 3);
    expect(long).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(long.endsWith(' (3).pdf')).toBe(true);
  });
});
