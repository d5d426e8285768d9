import { assertCents, percentOf, type Cents } from './cents.ts';

/**
 * The size of one autoinvest loan part, by the investor terms (investor.md §9): at most 3.00 %
 * of the free capital per loan, at least 20.00 € and at most 1000.00 € per loan, and never more
 * than the free capital. Purchases on the aftermarket may be below 20.00 €.
 *
 * Where the terms collide (free capital under 666.67 €, whose 3.00 % is under 20.00 €), the
 * 20.00 € minimum wins: otherwise a small investor could never invest at all.
 */

/** 3.00 % of the free capital, in basis points. */
export const AUTOINVEST_SHARE_BASIS_POINTS = 300;
/** The smallest part of a new loan: 20.00 €. */
export const AUTOINVEST_MIN_PART: Cents = 2000;
/** The largest part of any loan: 1000.00 €. */
export const AUTOINVEST_MAX_PART: Cents = 100_000;

export type AutoinvestMarket =
  /** A part of a new loan: 0 when the free capital is below the 20.00 € minimum. */
  | { market: 'primary' }
  /**
   * A loan part for sale on the aftermarket, `offered` its price: the part may be bought whole
   * for less than 20.00 €, and no more than the offer is ever spent on it.
   */
  | { market: 'aftermarket'; offered: Cents };

/**
 * How much autoinvest puts into one loan (`primary`, the default) or into one aftermarket offer,
 * from the investor's free capital, in cents. 3.00 % is rounded down, as the terms say "at most".
 */
export function autoinvestPartSize(
  freeCapital: Cents,
  target: AutoinvestMarket = { market: 'primary' },
): Cents {
  assertCents(freeCapital, 'free capital');
  if (freeCapital <= 0) return 0;
  const share = percentOf(freeCapital, AUTOINVEST_SHARE_BASIS_POINTS, 'down');
  const bySize = Math.min(Math.max(share, AUTOINVEST_MIN_PART), AUTOINVEST_MAX_PART, freeCapital);
  if (target.market === 'primary') {
    return freeCapital < AUTOINVEST_MIN_PART ? 0 : bySize;
  }
  assertCents(target.offered, 'offered amount');
  return Math.max(0, Math.min(bySize, target.offered));
}
