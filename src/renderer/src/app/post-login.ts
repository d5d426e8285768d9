/** Where a broker (blaId) login or registration continues. */
export const LOAN_APPLICATION_PATH = '/dashboard/borrower/loan-application';

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
  if (blaId) return LOAN_APPLICATION_PATH;
  return takeRedirect() ?? '/dashboard';
}
