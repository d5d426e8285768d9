import { productRateBasisPoints, type LoanProduct } from './annuity.ts';
import type { IsoDate } from './dates.ts';

/**
 * The products' history, as the spec dates it (borrower-and-shared.md §1, the same dates in
 * investor.md §1's business copy and in the terms of §9): the reducing-rate product from the
 * start; "a newer fixed-rate product at 19.90 percent is advertised from 11 March 2021"; "a
 * temporary cap of 10.00 percent applies until 30 September 2021".
 */

/** The first day the fixed-rate product is offered. */
export const FIXED_RATE_PRODUCT_FROM: IsoDate = '2021-03-11';

/**
 * The temporary cap on the nominal rate and its last day. "Until" is read inclusively: a loan
 * priced on 30 September 2021 is still capped, one priced from 1 October 2021 on is not.
 */
export const TEMPORARY_RATE_CAP = { basisPoints: 1000, lastDay: '2021-09-30' } as const;

/** The products a borrower can be granted on `day`, the reducing-rate one first. */
export function productsOfferedOn(day: IsoDate): readonly [LoanProduct, ...LoanProduct[]] {
  return day < FIXED_RATE_PRODUCT_FROM ? ['reducing'] : ['reducing', 'fixed'];
}

/**
 * The nominal rate a loan of `product` granted on `day` starts at: the product's rate, held to
 * the temporary cap while it applies (so a fixed-rate loan granted from 11 March to 30 September
 * 2021 carries 10.00 %, not 19.90 %). The reducing rate starts at 9.90 % and only falls, so it
 * is never capped.
 */
export function startingRateBasisPoints(product: LoanProduct, day: IsoDate): number {
  const rate = productRateBasisPoints(product, 0);
  return day <= TEMPORARY_RATE_CAP.lastDay ? Math.min(rate, TEMPORARY_RATE_CAP.basisPoints) : rate;
}
