import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../test/manual-clock.ts';
import { usePolling, type PollingOptions } from './use-polling.ts';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

afterEach(() => setVisibility('visible'));

describe('usePolling', () => {
  it('ticks while enabled and stops when the stop condition turns it off', () => {
    const clock = createManualClock();
    const onTick = vi.fn();
    const { rerender } = renderHook((props: PollingOptions) => usePolling(clock, props), {
      initialProps: { enabled: true, intervalMs: 10_000, onTick },
    });
    act(() => clock.advance(20_000));
    expect(onTick).toHaveBeenCalledTimes(2);
    rerender({ enabled: false, intervalMs: 10_000, onTick });
    act(() => clock.advance(60_000));
    expect(onTick).toHaveBeenCalledTimes(2);
  });

  it('pauses while the window is hidden and ticks at once when it is shown again', () => {
    const clock = createManualClock();
    const onTick = vi.fn();
    renderHook(() => usePolling(clock, { enabled: true, intervalMs: 30_000, onTick }));
    act(() => setVisibility('hidden'));
    act(() => clock.advance(120_000));
    expect(onTick).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    expect(onTick).toHaveBeenCalledOnce();
  });

  it('reports a timeout after the maximum duration and ticks no more', () => {
    const clock = createManualClock();
    const onTick = vi.fn();
    const { result } = renderHook(() =>
      usePolling(clock, { enabled: true, intervalMs: 30_000, maxDurationMs: 300_000, onTick }),
    );
    expect(result.current.timedOut).toBe(false);
    act(() => clock.advance(600_000));
    expect(result.current.timedOut).toBe(true);
    expect(onTick).toHaveBeenCalledTimes(9);
  });
});
