import { describe, expect, it } from 'vitest';
import {
  pdfFigures,
  yearsFigures,
  type PdfMeasure,
  type YearsMeasure,
} from './tax-statement-figures.ts';

const years = (over: Partial<YearsMeasure> = {}): YearsMeasure => ({
  entries: 1_000_000,
  bytes: 120 * 1_048_576,
  total: { firstMs: 1300, warmMs: 1100 },
  firstCpuMs: 1250,
  answerReadMs: 12,
  answerReadCpuMs: 10,
  ...over,
});

const pdf = (over: Partial<PdfMeasure> = {}): PdfMeasure => ({
  lossRows: 10_000,
  importMs: 400,
  write: { firstMs: 1500, warmMs: 900 },
  firstCpuMs: 1400,
  bytes: 350_000,
  ...over,
});

describe('the tax statement’s figures', () => {
  it('judges the cold computation against 2 s and the answer’s read against 50 ms', () => {
    const [computed, , , read] = yearsFigures(years());
    expect(computed).toMatchObject({ value: '1300 ms', target: '≤ 2000 ms', pass: true });
    expect(computed?.name).toContain('1,000,000 entries');
    expect(read).toMatchObject({ value: '12 ms', target: '≤ 50 ms', pass: true });
    const slow = yearsFigures(years({ total: { firstMs: 2100, warmMs: null }, answerReadMs: 51 }));
    expect(slow.map((figure) => figure.pass)).toEqual([false, null, null, false, null]);
    expect(slow[2]?.value).toBe('n/a');
  });

  it('judges the first save of the PDF against 3 s', () => {
    const [written] = pdfFigures(pdf());
    expect(written).toMatchObject({ value: '1500 ms', target: '≤ 3000 ms', pass: true });
    expect(written?.name).toContain('10,000-row loss table');
    expect(pdfFigures(pdf({ write: { firstMs: 3001, warmMs: 1 } }))[0]?.pass).toBe(false);
  });
});
