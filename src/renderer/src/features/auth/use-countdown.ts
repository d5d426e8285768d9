import { useEffect, useRef, useState } from 'react';
import type { Clock } from '../../services/clock.ts';

/**
 * Seconds left until a deadline set at mount, on the given clock (real or manual). `onZero` runs
 * once when the countdown reaches zero. A fresh countdown is a fresh mount.
 */
export function useCountdown(seconds: number, clock: Clock, onZero: () => void) {
  const [deadline] = useState(() => clock.now() + seconds * 1000);
  const [now, setNow] = useState(() => clock.now());
  const onZeroRef = useRef(onZero);
  useEffect(() => {
    onZeroRef.current = onZero;
  }, [onZero]);

  const remaining = Math.max(0, Math.ceil((deadline - now) / 1000));

  const running = remaining > 0;
  useEffect(() => {
    if (!running) return undefined;
    return clock.setInterval(() => setNow(clock.now()), 250);
  }, [clock, running]);

  useEffect(() => {
    if (remaining === 0) onZeroRef.current();
  }, [remaining]);

  return remaining;
}

/** `mm:ss` */
export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
