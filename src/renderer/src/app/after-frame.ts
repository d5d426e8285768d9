/** What afterFrame needs of a window (tests pass fakes). */
export interface FrameClock {
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** A hidden window may get no frame at all: the start then waits no longer than this. */
export const FRAME_WAIT_MS = 100;

/**
 * Resolves once the browser has rendered the next frame: a task queued from the frame's
 * animation callback runs after its paint. The start-up shell is painted before the app's
 * chunks are asked for, so their requests and compiles do not hold its first paint back.
 */
export function afterFrame(clock: FrameClock): Promise<void> {
  return new Promise((resolve) => {
    const fallback = clock.setTimeout(resolve, FRAME_WAIT_MS);
    clock.requestAnimationFrame(() => {
      clock.setTimeout(() => {
        clock.clearTimeout(fallback);
        resolve();
      }, 0);
    });
  });
}
