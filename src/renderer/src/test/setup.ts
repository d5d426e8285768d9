import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installDialogPolyfill } from './dialog-polyfill.ts';

// Many tests render the whole app, and a navigation on a shared, busy machine (the full suite
// on 2 cores) can take seconds: the findBy/waitFor limit is 10 s, not Testing Library's 1 s.
configure({ asyncUtilTimeout: 10_000 });

// jsdom does not implement scrolling.
window.scrollTo = vi.fn();

// Nor the <dialog> element's methods.
installDialogPolyfill(window);

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
  delete document.documentElement.dataset.theme;
  delete window.dataLayer;
});
