import { describe, expect, it } from 'vitest';
import { NBSP } from '#shared/domain/format.ts';
import { kpiText } from './kpi-figures.ts';

const figures = {
  value: 123456,
  count: 412,
  roi: 0.0523,
  growth: null,
  reference: '1234561',
  day: '2025-12-10',
  instant: '2025-12-31T23:30:00Z',
  unreadable: 'soon',
};

describe('kpiText', () => {
  it('writes each kind of figure: money, count, percentage and reference', () => {
    expect(kpiText(figures, ['value', 'money'], 'en')).toEqual({ text: `€1${NBSP}234.56` });
    expect(kpiText(figures, ['value', 'money'], 'fi')).toEqual({ text: `1${NBSP}234,56${NBSP}€` });
    expect(kpiText(figures, ['count', 'count'], 'en')).toEqual({ text: '412' });
    expect(kpiText(figures, ['roi', 'percent'], 'en')).toEqual({ text: '5.23%' });
    expect(kpiText(figures, ['reference', 'reference'], 'en')).toEqual({ text: '12 34561' });
  });

  it('writes a day as DD.MM.YYYY, a timestamp as its day in Helsinki, and other text as it is', () => {
    expect(kpiText(figures, ['day', 'date'], 'en')).toEqual({ text: '10.12.2025' });
    expect(kpiText(figures, ['instant', 'date'], 'en')).toEqual({ text: '01.01.2026' });
    expect(kpiText(figures, ['unreadable', 'date'], 'en')).toEqual({ text: 'soon' });
  });

  it('tells a figure the answer lacks from one that was not computed', () => {
    const partial: { value?: number; growth: number | null } = { growth: null };
    expect(kpiText(partial, ['value', 'money'], 'en')).toBe('absent');
    expect(kpiText(figures, ['growth', 'percent'], 'en')).toBe('not-computed');
  });
});
