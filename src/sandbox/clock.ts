/**
 * The sandbox's only source of time. It runs with real time plus an offset, so a demo keeps
 * ticking while tests can jump ahead (code expiry) or pin a date.
 */
export interface SandboxClock {
  now(): Date;
  advance(seconds: number): Date;
  set(at: Date): Date;
  /** Back to real time. */
  reset(): Date;
}

export function createClock(realNow: () => number = Date.now): SandboxClock {
  let offsetMs = 0;
  const now = () => new Date(realNow() + offsetMs);
  return {
    now,
    advance(seconds) {
      offsetMs += seconds * 1000;
      return now();
    },
    set(at) {
      offsetMs = at.getTime() - realNow();
      return now();
    },
    reset() {
      offsetMs = 0;
      return now();
    },
  };
}
