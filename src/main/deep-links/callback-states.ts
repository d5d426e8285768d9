/**
 * The `state` values this app registered before sending the user to a bank or identity
 * provider. A callback is accepted once, within the time-to-live, and only for a known state.
 */
export const CALLBACK_STATE_TTL_MS = 10 * 60 * 1000;
const MAX_PENDING = 64;

export type ConsumeOutcome = 'ok' | 'unknown' | 'expired' | 'replayed';

export interface CallbackStateStore {
  expect(state: string): void;
  consume(state: string): ConsumeOutcome;
}

export function createCallbackStateStore(
  now: () => number = Date.now,
  ttlMs: number = CALLBACK_STATE_TTL_MS,
): CallbackStateStore {
  /** state → expiry time; used states are remembered until then so replays are recognised. */
  const pending = new Map<string, number>();
  const used = new Map<string, number>();

  const prune = (t: number): void => {
    for (const [state, expiry] of used) if (expiry + ttlMs <= t) used.delete(state);
    while (pending.size > MAX_PENDING) {
      const oldest = pending.keys().next().value;
      if (oldest === undefined) break;
      pending.delete(oldest);
    }
  };

  return {
    expect(state) {
      const t = now();
      pending.delete(state);
      pending.set(state, t + ttlMs);
      prune(t);
    },
    consume(state) {
      const t = now();
      prune(t);
      if (used.has(state)) return 'replayed';
      const expiry = pending.get(state);
      if (expiry === undefined) return 'unknown';
      pending.delete(state);
      used.set(state, expiry);
      return t <= expiry ? 'ok' : 'expired';
    },
  };
}
