import { describe, expect, it } from 'vitest';
import { announcedSeconds, secondsLeft } from './countdown.ts';

describe('secondsLeft', () => {
  it('rounds up and stops at zero', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 1)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 61_000)).toBe(0);
  });
});

describe('announcedSeconds', () => {
  it('changes only at the steps', () => {
    expect([60, 59, 46, 45, 31, 30, 16, 15, 11, 10, 6, 5, 1, 0].map(announcedSeconds)).toEqual([
      60, 60, 60, 45, 45, 30, 30, 15, 15, 10, 10, 5, 5, 5,
    ]);
  });

  it('says the time itself while it is above the first step (a longer warning)', () => {
    expect(announcedSeconds(90)).toBe(90);
  });
});
