import type { Scheduler } from './ports.ts';

export interface ManualScheduler extends Scheduler {
  /** Moves time on and runs the timers that fall due, in order. */
  advance(ms: number): void;
  /** Timers not yet run or cancelled. */
  pending(): number;
}

/** A clock the test moves: nothing runs until `advance` says so. */
export function manualScheduler(start = Date.UTC(2026, 10, 27, 8)): ManualScheduler {
  let now = start;
  let nextId = 0;
  const timers = new Map<number, { at: number; task: () => void }>();
  return {
    now: () => now,
    setTimeout(task, ms) {
      const id = nextId++;
      timers.set(id, { at: now + ms, task });
      return () => void timers.delete(id);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        const due = [...timers.entries()]
          .filter(([, timer]) => timer.at <= until)
          .sort(([, a], [, b]) => a.at - b.at)[0];
        if (!due) break;
        const [id, timer] = due;
        timers.delete(id);
        now = timer.at;
        timer.task();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}
