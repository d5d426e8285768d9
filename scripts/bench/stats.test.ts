import { describe, expect, it } from 'vitest';
import { alternate, median, medianRatio, ratio, spread, spreadOfRuns } from './stats.ts';

describe('median', () => {
  it('is the middle value of an odd count and the mean of the two middle ones of an even', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('does not reorder the caller’s array', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses an empty list', () => {
    expect(() => median([])).toThrow(RangeError);
  });
});

describe('ratio', () => {
  it('divides by the baseline', () => {
    expect(ratio(300, 200)).toBe(1.5);
  });

  it('is NaN without a positive baseline', () => {
    expect(ratio(1, 0)).toBeNaN();
    expect(ratio(1, Number.NaN)).toBeNaN();
  });

  it('of paired runs divides the medians, not the mean of the per-pair ratios', () => {
    const pairs = [
      { value: 100, baseline: 100 },
      { value: 200, baseline: 100 },
      { value: 300, baseline: 1_000 },
    ];
    expect(medianRatio(pairs)).toBe(2);
  });
});

describe('alternate', () => {
  it('swaps which side runs first in every other pair', () => {
    expect(alternate('app', 'bare', 3)).toEqual(['app', 'bare', 'bare', 'app', 'app', 'bare']);
  });
});

describe('spread', () => {
  it('is the median with the lowest and the highest value', () => {
    expect(spread([81, 52, 67, 60, 70])).toEqual({ median: 67, min: 52, max: 81 });
  });

  it('of runs takes each field across them', () => {
    const runs = [
      { rows: 1200, task: 60 },
      { rows: 900, task: 80 },
      { rows: 1000, task: 50 },
    ];
    expect(spreadOfRuns(runs)).toEqual({
      rows: { median: 1000, min: 900, max: 1200 },
      task: { median: 60, min: 50, max: 80 },
    });
  });

  it('refuses no runs', () => {
    expect(() => spreadOfRuns([])).toThrow(RangeError);
  });
});
