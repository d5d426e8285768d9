/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same draws on every
 * machine and Node version, which Math.random cannot promise. Not for anything secret.
 */
export interface Prng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** One of `items`, each as likely. */
  pick<T>(items: readonly [T, ...T[]]): T;
}

export function mulberry32(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => items[int(0, items.length - 1)] ?? items[0],
  };
}

/**
 * A generator of its own for one stream (a month of applications, one investor), derived from the
 * world's seed: drawing more in one stream never shifts another, so the world of a later day
 * keeps every earlier month as it was.
 */
export function stream(seed: number, ...path: number[]): Prng {
  let h = seed >>> 0;
  for (const part of path) {
    h = Math.imul(h ^ (part >>> 0), 0x9e3779b1) >>> 0;
    h = Math.imul(h ^ (h >>> 15), 0x85ebca6b) >>> 0;
  }
  return mulberry32(h);
}
