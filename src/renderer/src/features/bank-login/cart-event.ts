import { PATHS } from '../../navigation/paths.ts';
/** The borrower onboarding route whose stored path records a cart event on bank login. */
export const BORROWER_ONBOARDING_ROUTE = PATHS.borrowerOnboarding;

export interface AddToCartEvent {
  event: 'add_to_cart';
  loanAmount: number | null;
  term: number | null;
  currency: 'EUR';
}

const numberOrNull = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

/** The cart event for a stored post-login path, when it is the borrower onboarding route. */
export function cartEventFor(path: string | null): AddToCartEvent | null {
  if (!path) return null;
  let url: URL;
  try {
    url = new URL(path, 'http://app.invalid');
  } catch {
    return null;
  }
  if (url.pathname.replace(/\/+$/, '') !== BORROWER_ONBOARDING_ROUTE) return null;
  return {
    event: 'add_to_cart',
    loanAmount: numberOrNull(url.searchParams.get('loanAmount')),
    term: numberOrNull(url.searchParams.get('term')),
    currency: 'EUR',
  };
}

/** Pushes the event to the tag-manager data layer (see services/analytics.ts). */
export function trackCartEvent(event: AddToCartEvent, win: Window = window): void {
  win.dataLayer ??= [];
  win.dataLayer.push(event);
}
