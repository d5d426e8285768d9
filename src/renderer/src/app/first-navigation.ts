/** What firstNavigation needs of a data router. */
export interface InitializingRouter {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/**
 * Resolves once the router's first navigation is done: the root loader has run and the chunks of
 * the matched routes' screens (loaded on demand) are in, so the first render shows the screen
 * rather than a fallback.
 */
export function firstNavigation(router: InitializingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
