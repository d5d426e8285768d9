import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFrame, FRAME_WAIT_MS, type FrameClock } from './after-frame.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** Timers from vitest's fake clock; the frame comes when the test calls `frame()`. */
function clock(): FrameClock & { frame(): void } {
  let callback: (() => void) | undefined;
  return {
    requestAnimationFrame: (next) => {
      callback = next;
    },
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    frame: () => callback?.(),
  };
}

describe('afterFrame', () => {
  it('resolves in a task after the next frame, not in it', async () => {
    vi.useFakeTimers();
    const fake = clock();
    const done = vi.fn();
    void afterFrame(fake).then(done);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).not.toHaveBeenCalled();

    fake.frame();
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toHaveBeenCalled();
  });

  it(`resolves after ${FRAME_WAIT_MS} ms when no frame comes (a hidden window)`, async () => {
    vi.useFakeTimers();
    const done = vi.fn();
    void afterFrame(clock()).then(done);
    await vi.advanceTimersByTimeAsync(FRAME_WAIT_MS - 1);
    expect(done).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toHaveBeenCalled();
  });
});
