import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../test/manual-clock.ts';
import { schedulePolling } from './schedule.ts';

describe('schedulePolling', () => {
  it('ticks every interval until cancelled', () => {
    const clock = createManualClock();
    const tick = vi.fn();
    const cancel = schedulePolling(clock, { intervalMs: 10_000 }, { tick, isHidden: () => false });
    clock.advance(9_999);
    expect(tick).not.toHaveBeenCalled();
    clock.advance(20_001);
    expect(tick).toHaveBeenCalledTimes(3);
    cancel();
    clock.advance(60_000);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('skips the ticks that fall while the window is hidden', () => {
    const clock = createManualClock();
    const tick = vi.fn();
    let hidden = false;
    schedulePolling(clock, { intervalMs: 30_000 }, { tick, isHidden: () => hidden });
    clock.advance(30_000);
    hidden = true;
    clock.advance(90_000);
    expect(tick).toHaveBeenCalledTimes(1);
    hidden = false;
    clock.advance(30_000);
    expect(tick).toHaveBeenCalledTimes(2);
  });

  it('stops after the maximum duration and says so (autosell: 30 s for at most 5 min)', () => {
    const clock = createManualClock();
    const tick = vi.fn();
    const onTimeout = vi.fn();
    schedulePolling(
      clock,
      { intervalMs: 30_000, maxDurationMs: 5 * 60_000 },
      { tick, onTimeout, isHidden: () => false },
    );
    clock.advance(10 * 60_000);
    expect(tick).toHaveBeenCalledTimes(9);
    expect(onTimeout).toHaveBeenCalledOnce();
    expect(clock.pending()).toBe(0);
  });
});
