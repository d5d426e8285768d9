import { PATHS } from './paths.ts';
/** The API's blaId (string, number, null or empty) as the app keeps it, else the fallback. */
export function normalizeBlaId(
  value: string | number | null | undefined,
  fallback: string | null = null,
): string | null {
  if (value === null || value === undefined || value === '') return fallback;
  return String(value);
}

/**
 * Where a login goes: the loan application when a broker application came back, else the
 * stored post-login path (taken, so used once), else the dashboard.
 */
export function afterLoginPath(blaId: string | null, takeRedirect: () => string | null): string {
  if (blaId) return PATHS.loanApplication;
  return takeRedirect() ?? PATHS.dashboard;
}
