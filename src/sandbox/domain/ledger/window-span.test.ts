import { describe, expect, it } from 'vitest';
import { WINDOW_ROWS, nextSpan } from './window-span.ts';

describe('nextSpan', () => {
  it('doubles a window that held less than half the rows wanted', () => {
    expect(nextSpan(1000, 0)).toBe(2000);
    expect(nextSpan(1000, WINDOW_ROWS / 2 - 1)).toBe(2000);
  });

  it('keeps a window that held about the rows wanted', () => {
    expect(nextSpan(1000, WINDOW_ROWS / 2)).toBe(1000);
    expect(nextSpan(1000, WINDOW_ROWS * 2)).toBe(1000);
  });

  it('halves a window that held more than twice the rows wanted, down to a millisecond', () => {
    expect(nextSpan(1000, WINDOW_ROWS * 2 + 1)).toBe(500);
    expect(nextSpan(1, WINDOW_ROWS * 10)).toBe(1);
  });
});
