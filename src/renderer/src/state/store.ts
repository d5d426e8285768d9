import type { createStore } from 'jotai';

/** The app's one jotai store (client and session state), provided through the app services. */
export type Store = ReturnType<typeof createStore>;
