import { describe, expect, it } from 'vitest';
import { createClock } from './clock.ts';

describe('createClock', () => {
  it('follows real time and shifts by advance, set and reset', () => {
    let real = Date.parse('2024-05-01T10:00:00.000Z');
    const clock = createClock(() => real);
    expect(clock.now().toISOString()).toBe('2024-05-01T10:00:00.000Z');

    clock.advance(301);
    expect(clock.now().toISOString()).toBe('2024-05-01T10:05:01.000Z');

    real += 1000;
    expect(clock.now().toISOString()).toBe('2024-05-01T10:05:02.000Z');

    clock.set(new Date('2030-01-01T00:00:00.000Z'));
    expect(clock.now().toISOString()).toBe('2030-01-01T00:00:00.000Z');
    real += 5000;
    expect(clock.now().toISOString()).toBe('2030-01-01T00:00:05.000Z');

    clock.reset();
    expect(clock.now().getTime()).toBe(real);
  });
});
