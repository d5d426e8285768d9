import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from './analytics.ts';
import { keepsScrollPosition } from './scroll.ts';

/** On every navigation: scroll to the top (not on investor dashboards) and record page views. */
export function RouteEffects() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!keepsScrollPosition(pathname)) window.scrollTo(0, 0);
    trackPageView(pathname);
  }, [pathname]);
  return null;
}
