import { createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { gatewayUnreachableAtom } from '../state/atoms.ts';
import { createManualClock } from '../test/manual-clock.ts';
import { createGatewayRetry, retryDelay } from './gateway-retry.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('gateway retry', () => {
  it('waits 2 s, 4 s, 8 s, … and never more than 60 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it('retries only while unreachable, backing off, and starts over after recovery', async () => {
    const store = createStore();
    const clock = createManualClock(0);
    const times: number[] = [];
    const retry = vi.fn(() => {
      times.push(clock.now());
      return Promise.resolve();
    });
    const gateway = createGatewayRetry({ store, clock, retry });
    clock.advance(10_000);
    expect(retry).not.toHaveBeenCalled();

    store.set(gatewayUnreachableAtom, true);
    for (const delay of [2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]) {
      const count = retry.mock.calls.length;
      clock.advance(delay - 1);
      expect(retry).toHaveBeenCalledTimes(count);
      clock.advance(1);
      expect(retry).toHaveBeenCalledTimes(count + 1);
      await flush();
    }
    expect(times).toEqual([12_000, 16_000, 24_000, 40_000, 72_000, 132_000, 192_000]);

    store.set(gatewayUnreachableAtom, false);
    const count = retry.mock.calls.length;
    clock.advance(600_000);
    expect(retry).toHaveBeenCalledTimes(count);

    store.set(gatewayUnreachableAtom, true);
    const start = clock.now();
    clock.advance(2_000);
    expect(times.at(-1)).toBe(start + 2_000);
    gateway.dispose();
  });

  it('retries at once on demand and waits the next step from there', async () => {
    const store = createStore();
    const clock = createManualClock(0);
    const retry = vi.fn(() => Promise.resolve());
    const gateway = createGatewayRetry({ store, clock, retry });
    store.set(gatewayUnreachableAtom, true);
    clock.advance(1_000);
    gateway.retryNow();
    await flush();
    expect(retry).toHaveBeenCalledOnce();
    clock.advance(3_999);
    expect(retry).toHaveBeenCalledOnce();
    clock.advance(1);
    expect(retry).toHaveBeenCalledTimes(2);
    gateway.dispose();
  });
});
