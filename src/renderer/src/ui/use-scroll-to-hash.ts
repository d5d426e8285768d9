import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Navigating to `#portfolio`, `#transactions` or `#add-funds` scrolls that section into view: at
 * once, and again when the first loads after the navigation end, since the figures arriving
 * above a section move it down. Later loads (another range, another filter) do not scroll.
 */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  const fetching = useIsFetching() > 0;
  const visit = useRef<{ key: string; sawFetching: boolean; done: boolean } | null>(null);
  useEffect(() => {
    if (hash.length < 2) return;
    if (visit.current?.key !== key) visit.current = { key, sawFetching: false, done: false };
    const current = visit.current;
    if (current.done) return;
    if (fetching) {
      current.sawFetching = true;
      return;
    }
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    if (current.sawFetching) current.done = true;
  }, [hash, key, fetching]);
}
