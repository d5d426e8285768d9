import { DEFAULT_SESSION_TIMEOUT_MINUTES } from '#shared/managed-settings.ts';
import type { Clock } from '../../services/clock.ts';

/** How long before the end the warning comes (at most half the timeout, for a very short one). */
export const WARNING_MS = 60_000;

export type IdleState =
  | { phase: 'stopped' }
  | { phase: 'active' }
  /** The warning is shown; the session ends at `endsAt` (clock time) unless extended. */
  | { phase: 'warning'; endsAt: number }
  | { phase: 'ended' };

export interface IdleTimer {
  state: () => IdleState;
  /** Notified on each change of state (the end included). Returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Starts counting from now (a signed-in session). */
  start: () => void;
  /** Stops counting (signed out, or unmounted). */
  stop: () => void;
  /**
   * Input from the user (here or in another window): the count starts again, but only before the
   * warning: once it is shown, only `extend` keeps the session.
   */
  activity: () => void;
  /** "Stay signed in": the count starts again, the warning goes. */
  extend: () => void;
  /**
   * Looks at the clock again, e.g. after the computer slept (timers can fire late); the state
   * follows from the time of the last input, never from how many timers fired.
   */
  check: () => void;
}

/** The timeout in ms for the settings' minutes; what is not a positive number is the default. */
export function timeoutMsOf(minutes: number): number {
  const valid = Number.isFinite(minutes) && minutes > 0;
  return (valid ? minutes : DEFAULT_SESSION_TIMEOUT_MINUTES) * 60_000;
}

/**
 * The inactivity timer as a pure state machine on an injected clock: after `timeoutMs` without
 * input it is `ended`, and `WARNING_MS` before that it is in the warning phase.
 */
export function createIdleTimer(deps: { clock: Clock; timeoutMs: number }): IdleTimer {
  const { clock, timeoutMs } = deps;
  const warningMs = Math.min(WARNING_MS, timeoutMs / 2);
  const listeners = new Set<() => void>();
  let current: IdleState = { phase: 'stopped' };
  let lastInput = 0;
  let cancelTimer: (() => void) | null = null;

  const set = (next: IdleState) => {
    current = next;
    for (const listener of listeners) listener();
  };
  const cancel = () => {
    cancelTimer?.();
    cancelTimer = null;
  };
  const warnAt = () => lastInput + timeoutMs - warningMs;
  const endAt = () => lastInput + timeoutMs;

  /** Sets the phase that the time since the last input says, and waits for the next one. */
  const evaluate = () => {
    if (current.phase === 'stopped' || current.phase === 'ended') return;
    cancel();
    const now = clock.now();
    if (now >= endAt()) {
      set({ phase: 'ended' });
      return;
    }
    const next = now >= warnAt() ? endAt() : warnAt();
    if (now >= warnAt()) {
      if (current.phase !== 'warning') set({ phase: 'warning', endsAt: endAt() });
    } else if (current.phase !== 'active') {
      set({ phase: 'active' });
    }
    cancelTimer = clock.setTimeout(evaluate, next - now);
  };

  const restart = () => {
    lastInput = clock.now();
    evaluate();
  };

  return {
    state: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (current.phase === 'active' || current.phase === 'warning') return;
      set({ phase: 'active' });
      restart();
    },
    stop() {
      cancel();
      if (current.phase !== 'stopped') set({ phase: 'stopped' });
    },
    activity() {
      if (current.phase !== 'active') return;
      // A late timer: the warning (or the end) is already due, and input does not undo it.
      if (clock.now() >= warnAt()) {
        evaluate();
        return;
      }
      // No new timer: the one waiting re-reads the time of the last input when it fires.
      lastInput = clock.now();
    },
    extend() {
      if (current.phase !== 'active' && current.phase !== 'warning') return;
      if (clock.now() >= endAt()) {
        evaluate();
        return;
      }
      restart();
    },
    check: evaluate,
  };
}
