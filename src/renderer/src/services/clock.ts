/** Time as the UI sees it; tests use a manual clock (src/test/manual-clock.ts). */
export interface Clock {
  now(): number;
  /** Calls `fn` every `ms`; returns the cancel function. */
  setInterval(fn: () => void, ms: number): () => void;
  /** Calls `fn` once after `ms`; returns the cancel function. */
  setTimeout(fn: () => void, ms: number): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setInterval(fn, ms) {
    const id = window.setInterval(fn, ms);
    return () => window.clearInterval(id);
  },
  setTimeout(fn, ms) {
    const id = window.setTimeout(fn, ms);
    return () => window.clearTimeout(id);
  },
};
