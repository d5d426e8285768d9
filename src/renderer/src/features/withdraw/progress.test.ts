import { describe, expect, it } from 'vitest';
import { autosellProgressPercent } from './progress.ts';

describe('autosellProgressPercent', () => {
  it.each([
    [100_000, 100_000, 0], // nothing sold yet
    [100_000, 75_000, 25],
    [990_000, 24_090, 97], // 97.566… %: rounded down
    [300, 1, 99], // never 100 % before it is all sold
    [100_000, 0, 100],
    [0, 0, 0], // no request
    [100_000, 120_000, 0], // free capital fell (a fee): never below 0
  ])('%i requested, %i remaining: %i %%', (requested, remaining, percent) => {
    expect(autosellProgressPercent(requested, remaining)).toBe(percent);
  });
});
