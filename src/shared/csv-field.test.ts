import { describe, expect, it } from 'vitest';
import { csvField } from './csv-field.ts';

describe('a CSV field', () => {
  it.each(['-12.50', '-7', '0.01', '1234.56'])('leaves the exact number %s as it is', (value) => {
    expect(csvField(value)).toBe(value);
  });

  it.each([
    ['-1+1', "'-1+1"],
    ['-2*cmd|calc', "'-2*cmd|calc"],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['+358401000104', "'+358401000104"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTAB', "'\tTAB"],
    ['-', "'-"],
  ])('turns the formula %s into text', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('quotes commas, quotes and line breaks as RFC 4180 says', () => {
    expect(csvField('Lainaosuus, 7')).toBe('"Lainaosuus, 7"');
    expect(csvField('a "b"')).toBe('"a ""b"""');
  });

  it("quotes the file's own delimiter: a semicolon in a semicolon file, not a comma", () => {
    expect(csvField('Oy Ab; Helsinki', ';')).toBe('"Oy Ab; Helsinki"');
    expect(csvField('Lainaosuus, 7', ';')).toBe('Lainaosuus, 7');
  });

  it.each(['-€1\u00a0234.56', '-1\u00a0234,56\u00a0€', '-0,19 €'])(
    'leaves the money amount %s as it is',
    (value) => {
      expect(csvField(value, ';')).toBe(value);
    },
  );

  it('turns a formula in a name into text in a semicolon file too', () => {
    expect(csvField('=1+1;x', ';')).toBe(`"'=1+1;x"`);
  });
});
