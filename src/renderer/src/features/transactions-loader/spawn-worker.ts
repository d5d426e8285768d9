/** What the loader needs of a Worker (tests pass a fake: jsdom has none). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

/** A new loader worker; Vite bundles ./worker.ts as its own module chunk. */
export function spawnLoaderWorker(): WorkerLike {
  return new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
}
