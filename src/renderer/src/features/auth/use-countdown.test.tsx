import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../test/manual-clock.ts';
import { formatCountdown, useCountdown } from './use-countdown.ts';

describe('useCountdown', () => {
  it('counts down on the clock from mount and calls onZero once at zero, then stops', () => {
    const clock = createManualClock();
    const onZero = vi.fn();
    const { result } = renderHook(() => useCountdown(300, clock, onZero));
    expect(result.current).toBe(300);
    act(() => clock.advance(1_000));
    expect(result.current).toBe(299);
    act(() => clock.advance(298_000));
    expect(result.current).toBe(1);
    expect(onZero).not.toHaveBeenCalled();
    act(() => clock.advance(1_000));
    expect(result.current).toBe(0);
    expect(onZero).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(0);
    act(() => clock.advance(10_000));
    expect(onZero).toHaveBeenCalledTimes(1);
  });

  it('formats mm:ss', () => {
    expect(formatCountdown(300)).toBe('05:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });
});
