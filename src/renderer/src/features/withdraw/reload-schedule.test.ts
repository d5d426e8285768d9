import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../test/manual-clock.ts';
import { scheduleKpiReloads } from './reload-schedule.ts';

describe('scheduleKpiReloads', () => {
  it('reloads after 5 s and after 20 s while the free capital is unchanged', () => {
    const clock = createManualClock();
    const reload = vi.fn();
    scheduleKpiReloads(clock, { freeCapitalBefore: 500, currentFreeCapital: () => 500, reload });
    clock.advance(4_999);
    expect(reload).not.toHaveBeenCalled();
    clock.advance(1);
    expect(reload).toHaveBeenCalledTimes(1);
    clock.advance(14_999);
    expect(reload).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect(reload).toHaveBeenCalledTimes(2);
    clock.advance(60_000);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload once the free capital has changed', () => {
    const clock = createManualClock();
    const reload = vi.fn();
    let free = 500;
    scheduleKpiReloads(clock, { freeCapitalBefore: 500, currentFreeCapital: () => free, reload });
    clock.advance(5_000);
    expect(reload).toHaveBeenCalledTimes(1);
    free = 200;
    clock.advance(15_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stops when cancelled', () => {
    const clock = createManualClock();
    const reload = vi.fn();
    const cancel = scheduleKpiReloads(clock, {
      freeCapitalBefore: 500,
      currentFreeCapital: () => 500,
      reload,
    });
    cancel();
    clock.advance(30_000);
    expect(reload).not.toHaveBeenCalled();
    expect(clock.pending()).toBe(0);
  });
});
