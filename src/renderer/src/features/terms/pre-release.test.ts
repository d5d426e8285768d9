import { describe, expect, it } from 'vitest';
import { isPreRelease } from './pre-release.ts';

describe('isPreRelease', () => {
  const now = Date.UTC(2021, 5, 1);
  it('is a pre-release while the version date is still ahead', () => {
    expect(isPreRelease('2021-06-15', now)).toBe(true);
    expect(isPreRelease('2021-06-01', now)).toBe(false);
    expect(isPreRelease('2020-02-01', now)).toBe(false);
  });
  it('treats versions that are not dates as released', () => {
    expect(isPreRelease('v7', now)).toBe(false);
    expect(isPreRelease('2021-13-45', now)).toBe(false);
  });
});
