import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  prewarmLoaderWorker,
  SPARE_IDLE_MS,
  spawnLoaderWorker,
  type WorkerLike,
} from './spawn-worker.ts';

const fakeWorker = (): WorkerLike => ({
  postMessage: vi.fn(),
  addEventListener: vi.fn(),
  terminate: vi.fn(),
});

afterEach(() => {
  // No spare is left for the next test.
  spawnLoaderWorker(fakeWorker);
  vi.useRealTimers();
});

describe('the loader worker', () => {
  it('is the prewarmed one for the next job, once, and a new one after it', () => {
    const warm = fakeWorker();
    const create = vi.fn(() => warm);
    prewarmLoaderWorker(create);
    prewarmLoaderWorker(create);
    expect(create).toHaveBeenCalledTimes(1);

    const later = fakeWorker();
    const createLater = vi.fn(() => later);
    expect(spawnLoaderWorker(createLater)).toBe(warm);
    expect(createLater).not.toHaveBeenCalled();
    expect(spawnLoaderWorker(createLater)).toBe(later);
  });

  it('is not prewarmed where no Worker exists', () => {
    // jsdom has none: the default prewarm is a no-op, so a job gets a worker of its own.
    prewarmLoaderWorker();
    const own = fakeWorker();
    expect(spawnLoaderWorker(() => own)).toBe(own);
  });

  it('is ended when no job took it in time, and the next job gets a new one', () => {
    vi.useFakeTimers();
    const warm = fakeWorker();
    prewarmLoaderWorker(() => warm);
    vi.advanceTimersByTime(SPARE_IDLE_MS - 1);
    expect(warm.terminate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(warm.terminate).toHaveBeenCalledOnce();

    const own = fakeWorker();
    expect(spawnLoaderWorker(() => own)).toBe(own);
  });

  it('is kept alive once a job took it', () => {
    vi.useFakeTimers();
    const warm = fakeWorker();
    prewarmLoaderWorker(() => warm);
    expect(spawnLoaderWorker(fakeWorker)).toBe(warm);
    vi.advanceTimersByTime(SPARE_IDLE_MS * 2);
    expect(warm.terminate).not.toHaveBeenCalled();
  });

  it('can be prewarmed again after an idle one was ended', () => {
    vi.useFakeTimers();
    prewarmLoaderWorker(fakeWorker);
    vi.advanceTimersByTime(SPARE_IDLE_MS);
    const second = fakeWorker();
    prewarmLoaderWorker(() => second);
    expect(spawnLoaderWorker(fakeWorker)).toBe(second);
  });
});
