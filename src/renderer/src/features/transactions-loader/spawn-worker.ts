/** What the loader needs of a Worker (tests pass a fake: jsdom has none). */
export interface WorkerLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

/** Vite bundles ./worker.ts as its own module chunk. */
const newWorker = (): WorkerLike =>
  new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });

let spare: WorkerLike | undefined;

/**
 * Starts the next loader worker before its job is known: its module loads and evaluates while
 * the screen still waits for the profile, so the list's request leaves with the page's others
 * rather than a wave after them. At most one is kept; none where no Worker exists.
 */
export function prewarmLoaderWorker(create: () => WorkerLike = newWorker): void {
  if (typeof Worker === 'undefined' && create === newWorker) return;
  spare ??= create();
}

/** A loader worker for one job: the prewarmed one if there is one, else a new one. */
export function spawnLoaderWorker(create: () => WorkerLike = newWorker): WorkerLike {
  const worker = spare ?? create();
  spare = undefined;
  return worker;
}
