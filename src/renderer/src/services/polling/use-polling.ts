import { useEffect, useRef, useState } from 'react';
import type { Clock } from '../clock.ts';
import { schedulePolling, type PollingPlan } from './schedule.ts';

const isHidden = () => document.visibilityState === 'hidden';

export interface PollingOptions extends PollingPlan {
  /** Polls while true: the caller's stop condition (e.g. the status is no longer processing). */
  enabled: boolean;
  /** What a tick does, usually a query's refetch. */
  onTick: () => void;
}

/**
 * The one polling hook: ticks on the app's clock (tests move a manual one) every `intervalMs`
 * while `enabled`, pauses while the window is hidden and ticks at once when it is shown again,
 * and stops for good after `maxDurationMs`. Returns whether it stopped for that reason.
 */
export function usePolling(
  clock: Clock,
  { enabled, intervalMs, maxDurationMs, onTick }: PollingOptions,
) {
  const [timedOut, setTimedOut] = useState(false);
  const tick = useRef(onTick);
  useEffect(() => {
    tick.current = onTick;
  }, [onTick]);

  useEffect(() => {
    if (!enabled || timedOut) return undefined;
    const plan = maxDurationMs === undefined ? { intervalMs } : { intervalMs, maxDurationMs };
    const cancel = schedulePolling(clock, plan, {
      tick: () => tick.current(),
      onTimeout: () => setTimedOut(true),
      isHidden,
    });
    const onVisible = () => {
      if (!isHidden()) tick.current();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      cancel();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [clock, enabled, intervalMs, maxDurationMs, timedOut]);

  return { timedOut };
}
