import type { Clock } from '../clock.ts';

export interface PollingPlan {
  /** Time between two ticks. */
  intervalMs: number;
  /** Polling gives up this long after it started (the spec: autosell at most 5 minutes). */
  maxDurationMs?: number;
}

export interface PollingHooks {
  /** A tick: refetch. Not called while the window is hidden. */
  tick: () => void;
  /** The maximum duration has passed; no tick follows. */
  onTimeout?: () => void;
  /** Whether the window is hidden now: a hidden window is not polled. */
  isHidden: () => boolean;
}

/**
 * Ticks every `intervalMs` on the app's clock, skipping ticks while the window is hidden, until
 * the maximum duration has passed or the returned function is called.
 */
export function schedulePolling(clock: Clock, plan: PollingPlan, hooks: PollingHooks): () => void {
  const startedAt = clock.now();
  const cancel = clock.setInterval(() => {
    if (plan.maxDurationMs !== undefined && clock.now() - startedAt >= plan.maxDurationMs) {
      cancel();
      hooks.onTimeout?.();
      return;
    }
    if (!hooks.isHidden()) hooks.tick();
  }, plan.intervalMs);
  return cancel;
}
