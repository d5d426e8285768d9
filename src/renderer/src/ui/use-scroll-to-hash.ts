import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Navigating to `#portfolio`, `#transactions` or `#add-funds` scrolls that section into view: at
 * once, and again when the first loads after the navigation end, since the figures arriving
 * above a section move it down. Later loads (another range, another filter) do not scroll.
 * `ready`: the page's sections are all rendered ("at once" waits for it).
 */
export function useScrollToHash(ready = true): void {
  const { hash, key } = useLocation();
  const fetching = useIsFetching() > 0;
  const visit = useRef<{ key: string; sawFetching: boolean; done: boolean } | null>(null);
  useEffect(() => {
    if (hash.length < 2 || !ready) return;
    const scroll = () =>
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    if (visit.current?.key !== key) {
      // At once, even when a load started as the page rendered (the transactions list does).
      visit.current = { key, sawFetching: fetching, done: false };
      scroll();
      return;
    }
    const current = visit.current;
    if (current.done) return;
    if (fetching) {
      current.sawFetching = true;
      return;
    }
    if (current.sawFetching) {
      scroll();
      current.done = true;
    }
  }, [hash, key, fetching, ready]);
}
