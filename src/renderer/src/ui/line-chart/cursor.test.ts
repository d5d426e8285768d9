import { describe, expect, it } from 'vitest';
import { cursorAfterKey, nearestIndex } from './cursor.ts';

describe('cursorAfterKey', () => {
  const move = (key: string, current: number) => cursorAfterKey(key, current, 100, 30);

  it('moves one point with the arrows, within the lines', () => {
    expect(move('ArrowLeft', 50)).toBe(49);
    expect(move('ArrowRight', 50)).toBe(51);
    expect(move('ArrowDown', 50)).toBe(49);
    expect(move('ArrowUp', 50)).toBe(51);
    expect(move('ArrowLeft', 0)).toBe(0);
    expect(move('ArrowRight', 99)).toBe(99);
  });

  it('moves a page with Page Up and Page Down, and to the ends with Home and End', () => {
    expect(move('PageUp', 50)).toBe(80);
    expect(move('PageDown', 50)).toBe(20);
    expect(move('PageUp', 90)).toBe(99);
    expect(move('PageDown', 10)).toBe(0);
    expect(move('Home', 50)).toBe(0);
    expect(move('End', 50)).toBe(99);
  });

  it('leaves other keys (Tab, Enter) to the page', () => {
    expect(move('Tab', 50)).toBeNull();
    expect(move('Enter', 50)).toBeNull();
    expect(cursorAfterKey('ArrowLeft', 0, 0, 30)).toBeNull();
  });
});

describe('nearestIndex', () => {
  it('finds the point nearest the pointer', () => {
    const xs = [10, 20, 30, 40];
    expect(nearestIndex(xs, -5)).toBe(0);
    expect(nearestIndex(xs, 14)).toBe(0);
    expect(nearestIndex(xs, 16)).toBe(1);
    expect(nearestIndex(xs, 30)).toBe(2);
    expect(nearestIndex(xs, 99)).toBe(3);
    expect(nearestIndex([], 5)).toBe(-1);
  });
});
