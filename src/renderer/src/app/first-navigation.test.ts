import { describe, expect, it } from 'vitest';
import { firstNavigation, type InitializingRouter } from './first-navigation.ts';

function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router: InitializingRouter & { settle(): void; listeners: typeof listeners } = {
    state: { initialized },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    settle() {
      router.state = { initialized: true };
      for (const listener of [...listeners]) listener(router.state);
    },
    listeners,
  };
  return router;
}

describe('firstNavigation', () => {
  it('resolves at once for a router already initialized', async () => {
    await expect(firstNavigation(fakeRouter(true))).resolves.toBeUndefined();
  });

  it('waits for the first navigation, then stops listening', async () => {
    const router = fakeRouter(false);
    let done = false;
    const waiting = firstNavigation(router).then(() => {
      done = true;
    });
    router.listeners.forEach((listener) => listener({ initialized: false }));
    await Promise.resolve();
    expect(done).toBe(false);
    router.settle();
    await waiting;
    expect(done).toBe(true);
    expect(router.listeners.size).toBe(0);
  });
});
