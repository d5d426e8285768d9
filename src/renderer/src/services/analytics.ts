import { PATHS } from '../navigation/paths.ts';
/**
 * Page-view events for the named paths only (borrower-and-shared.md §2 Shell: "Page-view events
 * are recorded for a few named paths"): the login and registration steps, the dashboard and the
 * terms screen.
 * Each is pushed to the tag-manager data layer as `{ event: 'page_view', path }`.
 */
export const PAGE_VIEW_PATHS: ReadonlySet<string> = new Set([
  PATHS.loginSmsCode,
  PATHS.loginSmsVerify,
  PATHS.loginBank,
  PATHS.loginEmail,
  PATHS.registerIdentification,
  PATHS.dashboard,
  PATHS.acceptTerms,
]);

export interface PageViewEvent {
  event: 'page_view';
  path: string;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Records a page view when the path is a named one; returns whether it did. */
export function trackPageView(pathname: string, win: Window = window): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (!PAGE_VIEW_PATHS.has(path)) return false;
  win.dataLayer ??= [];
  const event: PageViewEvent = { event: 'page_view', path };
  win.dataLayer.push(event);
  return true;
}

export interface SignupEvent {
  event: 'sign_up';
}

/**
 * The signup event, once the investor contract is signed (investor.md §4: "A signup event is
 * recorded"): pushed once per page session, so a second signing (another deposit) does not
 * count the same person twice.
 */
export function trackSignup(win: Window = window): boolean {
  win.dataLayer ??= [];
  const recorded = win.dataLayer.some(
    (entry) =>
      typeof entry === 'object' && entry !== null && 'event' in entry && entry.event === 'sign_up',
  );
  if (recorded) return false;
  const event: SignupEvent = { event: 'sign_up' };
  win.dataLayer.push(event);
  return true;
}
