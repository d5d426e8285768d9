import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Navigating to `#portfolio`, `#transactions` or `#add-funds` scrolls that section into view. */
export function useScrollToHash(): void {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash.length < 2) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, key]);
}
