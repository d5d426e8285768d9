import { useDeferredValue } from 'react';

/**
 * False in the render that mounts the component, true in the background render React starts
 * right after that render's commit. What is rendered only once it is true stays out of the first
 * commit, its layout and its effects; and that background render gives way to any update that
 * comes meanwhile (a list's first rows) instead of holding it up.
 */
export function useDeferredMount(): boolean {
  return useDeferredValue(true, false);
}
