import type { ErrorReport } from '#shared/bridge.ts';
import type { AppLogger } from './types.ts';

export interface RendererErrorSinkOptions {
  log: Pick<AppLogger, 'write'>;
  now: () => number;
  /** Reports written per window; the rest are counted and summed up in one line. */
  maxPerWindow?: number;
  windowMs?: number;
}

const DEFAULT_MAX_PER_WINDOW = 10;
const DEFAULT_WINDOW_MS = 60_000;

/**
 * Writes the renderer's uncaught errors to main's log. The renderer is untrusted and an error in
 * a render loop repeats many times a second, so main limits the rate: at most `maxPerWindow`
 * reports per window, then one line saying how many were dropped.
 */
export function createRendererErrorSink(
  options: RendererErrorSinkOptions,
): (report: ErrorReport) => void {
  const max = options.maxPerWindow ?? DEFAULT_MAX_PER_WINDOW;
  const windowMs = options.windowMs ?? DEFAULT_WINDOW_MS;
  let windowStart = Number.NEGATIVE_INFINITY;
  let written = 0;
  let dropped = 0;

  return (report) => {
    const now = options.now();
    if (now - windowStart >= windowMs) {
      if (dropped > 0) {
        options.log.write(
          'warn',
          `${dropped} error reports dropped (more than ${max} a minute)`,
          undefined,
          'renderer',
        );
      }
      windowStart = now;
      written = 0;
      dropped = 0;
    }
    if (written >= max) {
      dropped++;
      return;
    }
    written++;
    options.log.write(
      'error',
      report.message,
      report.stack === undefined ? undefined : { stack: report.stack },
      'renderer',
    );
  };
}
