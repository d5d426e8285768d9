import { describe, expect, it } from 'vitest';
import {
  FIXED_RATE_PRODUCT_FROM,
  productsOfferedOn,
  startingRateBasisPoints,
  TEMPORARY_RATE_CAP,
} from './product-history.ts';

// The spec's dates and figures, written out here rather than read from the module.
describe('the products’ history (borrower-and-shared.md §1)', () => {
  it('offers the fixed-rate product from 11 March 2021, the reducing one always', () => {
    expect(FIXED_RATE_PRODUCT_FROM).toBe('2021-03-11');
    expect(productsOfferedOn('2020-03-15')).toEqual(['reducing']);
    expect(productsOfferedOn('2021-03-10')).toEqual(['reducing']);
    expect(productsOfferedOn('2021-03-11')).toEqual(['reducing', 'fixed']);
    expect(productsOfferedOn('2024-01-01')).toEqual(['reducing', 'fixed']);
  });

  it('caps the starting rate at 10.00 % up to and including 30 September 2021', () => {
    expect(TEMPORARY_RATE_CAP).toEqual({ basisPoints: 1000, lastDay: '2021-09-30' });
    expect(startingRateBasisPoints('fixed', '2021-03-11')).toBe(1000);
    expect(startingRateBasisPoints('fixed', '2021-09-30')).toBe(1000);
    expect(startingRateBasisPoints('fixed', '2021-10-01')).toBe(1990);
    // 9.90 % is under the cap: the reducing product starts there on every day.
    expect(startingRateBasisPoints('reducing', '2020-06-01')).toBe(990);
    expect(startingRateBasisPoints('reducing', '2021-10-01')).toBe(990);
  });
});
