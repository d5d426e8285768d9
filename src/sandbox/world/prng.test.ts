import { describe, expect, it } from 'vitest';
import { mulberry32, stream } from './prng.ts';

const draws = (prng: { next(): number }, n: number) => Array.from({ length: n }, () => prng.next());

describe('the seeded generator', () => {
  it('gives the same draws for the same seed and others for another seed', () => {
    expect(draws(mulberry32(42), 5)).toEqual(draws(mulberry32(42), 5));
    expect(draws(mulberry32(42), 5)).not.toEqual(draws(mulberry32(43), 5));
  });

  it('draws floats in [0, 1) and integers within both bounds, each bound reached', () => {
    const prng = mulberry32(7);
    const ints = new Set<number>();
    for (let i = 0; i < 2_000; i += 1) {
      const x = prng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      ints.add(prng.int(3, 6));
    }
    expect([...ints].sort()).toEqual([3, 4, 5, 6]);
  });

  it('derives independent streams: another path, another sequence; the same path, the same', () => {
    expect(draws(stream(1, 1, 0), 3)).toEqual(draws(stream(1, 1, 0), 3));
    expect(draws(stream(1, 1, 0), 3)).not.toEqual(draws(stream(1, 1, 1), 3));
    expect(draws(stream(1, 1, 0), 3)).not.toEqual(draws(stream(1, 2, 0), 3));
  });
});
