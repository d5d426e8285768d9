import { describe, expect, it, vi } from 'vitest';
import { prewarmLoaderWorker, spawnLoaderWorker, type WorkerLike } from './spawn-worker.ts';

const fakeWorker = (): WorkerLike => ({
  postMessage: vi.fn(),
  addEventListener: vi.fn(),
  terminate: vi.fn(),
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
});
