import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from '../../test/manual-clock.ts';
import { createIdleTimer, timeoutMsOf } from './idle-timer.ts';

const MINUTE = 60_000;

function setup(minutes = 15) {
  const clock = createManualClock();
  const timer = createIdleTimer({ clock, timeoutMs: minutes * MINUTE });
  const onTimeout = vi.fn();
  timer.subscribe(() => {
    if (timer.state().phase === 'ended') onTimeout();
  });
  return { clock, onTimeout, timer, start: clock.now() };
}

describe('the idle timer', () => {
  it('warns one minute before the end and ends at the timeout', () => {
    const { clock, onTimeout, timer, start } = setup();
    timer.start();
    clock.advance(14 * MINUTE - 1);
    expect(timer.state()).toEqual({ phase: 'active' });
    clock.advance(1);
    expect(timer.state()).toEqual({ phase: 'warning', endsAt: start + 15 * MINUTE });
    clock.advance(MINUTE - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    clock.advance(1);
    expect(timer.state()).toEqual({ phase: 'ended' });
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(clock.pending()).toBe(0);
  });

  it('starts the count again on input before the warning', () => {
    const { clock, onTimeout, timer } = setup();
    timer.start();
    clock.advance(10 * MINUTE);
    timer.activity();
    clock.advance(13 * MINUTE);
    expect(timer.state().phase).toBe('active');
    clock.advance(MINUTE);
    expect(timer.state().phase).toBe('warning');
    clock.advance(MINUTE);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('ignores input once the warning shows; "stay signed in" extends the session', () => {
    const { clock, onTimeout, timer } = setup();
    timer.start();
    clock.advance(14 * MINUTE + 30_000);
    timer.activity();
    expect(timer.state().phase).toBe('warning');
    timer.extend();
    expect(timer.state()).toEqual({ phase: 'active' });
    clock.advance(14 * MINUTE - 1);
    expect(timer.state().phase).toBe('active');
    clock.advance(MINUTE + 1);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('ends at once when its timer comes late (the computer slept), without undoing it on input', () => {
    const clock = createManualClock();
    const onTimeout = vi.fn();
    // A clock whose timers never fire: only the time moves.
    const sleepy = { ...clock, setTimeout: () => () => undefined };
    const timer = createIdleTimer({ clock: sleepy, timeoutMs: 15 * MINUTE });
    timer.subscribe(() => {
      if (timer.state().phase === 'ended') onTimeout();
    });
    timer.start();
    clock.advance(2 * 60 * MINUTE);
    timer.activity();
    expect(timer.state()).toEqual({ phase: 'ended' });
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('does nothing while stopped, and stopping cancels its timer', () => {
    const { clock, onTimeout, timer } = setup();
    timer.activity();
    timer.extend();
    timer.check();
    expect(clock.pending()).toBe(0);
    timer.start();
    timer.stop();
    expect(clock.pending()).toBe(0);
    clock.advance(60 * MINUTE);
    expect(timer.state()).toEqual({ phase: 'stopped' });
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('tells its subscribers of each change', () => {
    const { clock, timer } = setup();
    const phases: string[] = [];
    timer.subscribe(() => phases.push(timer.state().phase));
    timer.start();
    clock.advance(15 * MINUTE);
    expect(phases).toEqual(['active', 'warning', 'ended']);
  });

  it('warns half-way through a timeout shorter than two minutes', () => {
    const { clock, timer } = setup(1);
    timer.start();
    clock.advance(30_000);
    expect(timer.state().phase).toBe('warning');
  });
});

describe('timeoutMsOf', () => {
  it('reads minutes, and takes the default for what is not a positive number', () => {
    expect(timeoutMsOf(5)).toBe(5 * MINUTE);
    expect(timeoutMsOf(0)).toBe(15 * MINUTE);
    expect(timeoutMsOf(Number.NaN)).toBe(15 * MINUTE);
  });
});
