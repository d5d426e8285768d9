/** The query that opens the welcome modal on the investor dashboard (investor.md §2). */
export const WELCOME_PARAM = 'msg';
export const WELCOME_VALUE = 'welcome';

export const asksForWelcome = (search: string): boolean =>
  new URLSearchParams(search).get(WELCOME_PARAM) === WELCOME_VALUE;

/** The search without the welcome message, as `?…` or empty. */
export function withoutWelcome(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(WELCOME_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
