/** Investor dashboard paths keep their scroll position (anchors like #transactions). */
const INVESTOR_DASHBOARD = /^\/dashboard\/(investor(\/|$)|company\/[^/]+\/investor(\/|$))/;

export function keepsScrollPosition(pathname: string): boolean {
  return INVESTOR_DASHBOARD.test(pathname);
}
