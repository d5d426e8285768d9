import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackPageView } from '../services/analytics.ts';
import { usePageTitle } from './page-title.ts';
import { keepsScrollPosition } from './scroll.ts';

/**
 * On every navigation: scroll to the top (not on investor dashboards), record page views and
 * name the page in the window title.
 */
export function RouteEffects() {
  const { pathname } = useLocation();
  usePageTitle();
  useEffect(() => {
    if (!keepsScrollPosition(pathname)) window.scrollTo(0, 0);
    trackPageView(pathname);
  }, [pathname]);
  return null;
}
