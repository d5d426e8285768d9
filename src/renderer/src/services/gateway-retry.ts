import { gatewayUnreachableAtom } from '../state/atoms.ts';
import type { Store } from '../state/store.ts';
import type { Clock } from './clock.ts';

/** The first automatic retry waits this long; each next one twice as long, up to the cap. */
export const FIRST_RETRY_MS = 2_000;
export const MAX_RETRY_MS = 60_000;

/** 2 s, 4 s, 8 s, … capped at 60 s. */
export function retryDelay(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS);
}

export interface GatewayRetry {
  /** The banner's "Try again": retries now and restarts the waiting from there. */
  retryNow(): void;
  dispose(): void;
}

/**
 * While the gateway is unreachable, retries on its own with exponential backoff; `retry` asks the
 * gateway again (refetches what failed), and its answer clears the flag through the API client.
 */
export function createGatewayRetry(deps: {
  store: Store;
  clock: Clock;
  retry: () => Promise<void>;
}): GatewayRetry {
  let attempt = 0;
  let cancelTimer: (() => void) | null = null;
  let running = false;

  const stopTimer = (): void => {
    cancelTimer?.();
    cancelTimer = null;
  };

  const schedule = (): void => {
    stopTimer();
    if (!deps.store.get(gatewayUnreachableAtom)) return;
    cancelTimer = deps.clock.setTimeout(() => {
      cancelTimer = null;
      void run();
    }, retryDelay(attempt));
  };

  const run = async (): Promise<void> => {
    if (running) return;
    running = true;
    try {
      await deps.retry();
    } catch {
      // The outcome is in the flag; a retry never fails on its own.
    } finally {
      running = false;
    }
    if (!deps.store.get(gatewayUnreachableAtom)) {
      attempt = 0;
      return;
    }
    attempt++;
    schedule();
  };

  const unsubscribe = deps.store.sub(gatewayUnreachableAtom, () => {
    if (deps.store.get(gatewayUnreachableAtom)) {
      if (cancelTimer === null && !running) schedule();
    } else {
      attempt = 0;
      stopTimer();
    }
  });

  return {
    retryNow() {
      stopTimer();
      void run();
    },
    dispose() {
      unsubscribe();
      stopTimer();
    },
  };
}
