import { monitorEventLoopDelay } from 'node:perf_hooks';

export interface Sampled<T> {
  result: T;
  ms: number;
  /** Highest RSS seen while `work` ran, less the RSS before it (bytes). */
  rssRise: number;
  /** The longest the event loop was held up while `work` ran (ms). */
  maxLoopDelayMs: number;
  /** The 99th percentile of the event loop's delay (ms): the max without the scheduler's outliers. */
  p99LoopDelayMs: number;
}

/** Runs `work` while sampling RSS every 10 ms and recording the event loop's delay. */
export async function sampled<T>(work: () => Promise<T>): Promise<Sampled<T>> {
  globalThis.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 10);
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  try {
    const result = await work();
    const ms = performance.now() - started;
    peak = Math.max(peak, process.memoryUsage.rss());
    return {
      result,
      ms,
      rssRise: peak - before,
      maxLoopDelayMs: delay.max / 1e6,
      p99LoopDelayMs: delay.percentile(99) / 1e6,
    };
  } finally {
    delay.disable();
    clearInterval(timer);
  }
}
