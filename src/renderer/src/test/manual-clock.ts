import type { Clock } from '../services/clock.ts';

interface Timer {
  at: number;
  every: number | null;
  fn: () => void;
}

/** A clock that moves only when told to: `advance(ms)` fires due timers in order. */
export function createManualClock(start = Date.UTC(2026, 0, 15, 10, 0, 0)) {
  let now = start;
  const timers = new Set<Timer>();
  const add = (fn: () => void, ms: number, every: number | null) => {
    const timer: Timer = { at: now + ms, every, fn };
    timers.add(timer);
    return () => {
      timers.delete(timer);
    };
  };
  const clock: Clock & { advance(ms: number): void; pending(): number } = {
    now: () => now,
    setInterval: (fn, ms) => add(fn, ms, ms),
    setTimeout: (fn, ms) => add(fn, ms, null),
    advance(ms) {
      const end = now + ms;
      for (;;) {
        let next: Timer | undefined;
        for (const t of timers) if (t.at <= end && (!next || t.at < next.at)) next = t;
        if (!next) break;
        now = next.at;
        if (next.every === null) timers.delete(next);
        else next.at += next.every;
        next.fn();
      }
      now = end;
    },
    pending: () => timers.size,
  };
  return clock;
}

export type ManualClock = ReturnType<typeof createManualClock>;
