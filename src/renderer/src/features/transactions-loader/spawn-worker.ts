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

/**
 * How long a prewarmed worker waits for its job: a page that was going to list transactions
 * asks within a few seconds of its profile; after this the screen went elsewhere (a redirect to
 * onboarding, say) and the idle worker is ended rather than kept for the rest of the session.
 */
export const SPARE_IDLE_MS = 20_000;

let spare: { worker: WorkerLike; timer: ReturnType<typeof setTimeout> } | undefined;

/**
 * Starts the next loader worker before its job is known: its module loads and evaluates while
 * the screen still waits for the profile, so the list's request leaves with the page's others
 * rather than a wave after them. At most one is kept, for at most SPARE_IDLE_MS; none where no
 * Worker exists.
 */
export function prewarmLoaderWorker(create: () => WorkerLike = newWorker): void {
  if (typeof Worker === 'undefined' && create === newWorker) return;
  if (spare) return;
  const worker = create();
  const timer = setTimeout(() => {
    if (spare?.worker !== worker) return;
    spare = undefined;
    worker.terminate();
  }, SPARE_IDLE_MS);
  spare = { worker, timer };
}

/** A loader worker for one job: the prewarmed one if there is one, else a new one. */
export function spawnLoaderWorker(create: () => WorkerLike = newWorker): WorkerLike {
  if (!spare) return create();
  const { worker, timer } = spare;
  clearTimeout(timer);
  spare = undefined;
  return worker;
}
