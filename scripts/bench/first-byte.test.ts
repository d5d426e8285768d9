import { describe, expect, it } from 'vitest';
import { firstByteAfter } from './browser-figures.ts';

const timed = (startTime: number, responseStart: number) => ({
  timing: () => ({
    startTime,
    domainLookupStart: -1,
    domainLookupEnd: -1,
    connectStart: -1,
    secureConnectionStart: -1,
    connectEnd: -1,
    requestStart: 0.5,
    responseStart,
    responseEnd: -1,
  }),
});

describe('firstByteAfter', () => {
  it('counts from the given moment to the response’s start, the request’s own delay included', () => {
    // Let go 4 ms after the bench saw it, answered 30 ms after that.
    expect(firstByteAfter(timed(1_000_004, 30), 1_000_000)).toBe(34);
  });

  it('is NaN for a request with no response yet', () => {
    expect(firstByteAfter(timed(1_000_004, -1), 1_000_000)).toBeNaN();
  });
});
