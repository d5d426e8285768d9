/**
 * Investor dashboard paths keep their scroll position (anchors like #transactions): everything
 * under /dashboard/investor, and /dashboard/company/{companyId} with everything under it (the
 * company investor dashboard, /dashboard/company/{companyId}/investor…, and the company
 * fixed-rate portfolio /dashboard/company/fixed-rate-portfolio/{userId?}).
 */
const INVESTOR_DASHBOARD = /^\/dashboard\/(investor|company\/[^/]+)(\/|$)/;

export function keepsScrollPosition(pathname: string): boolean {
  return INVESTOR_DASHBOARD.test(pathname);
}
