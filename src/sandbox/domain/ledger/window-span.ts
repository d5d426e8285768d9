/** The first window's length: an hour of a heavy investor's entries is a screenful or so. */
export const FIRST_SPAN_MS = 3_600_000;

/** Rows a window should hold: enough that its fixed cost is small, few enough to sort quickly. */
export const WINDOW_ROWS = 4096;

/**
 * The next window's length from the last one's and the rows it held: doubled while windows hold
 * less than half the rows wanted, halved while they hold more than twice as many.
 */
export function nextSpan(spanMs: number, rows: number): number {
  if (rows < WINDOW_ROWS / 2) return spanMs * 2;
  if (rows > WINDOW_ROWS * 2) return Math.max(1, Math.floor(spanMs / 2));
  return spanMs;
}
