import { describe, expect, it } from 'vitest';
import { loanDetailPath, loanProductOfRate } from './loan-product.ts';

describe('loanProductOfRate', () => {
  it('reads 2.90 to 10.00 % as the reducing product', () => {
    expect(loanProductOfRate(0.029)).toBe('reducing');
    expect(loanProductOfRate(0.099)).toBe('reducing');
    expect(loanProductOfRate(0.1)).toBe('reducing');
  });

  it('reads 19.90 % as the fixed-rate product', () => {
    expect(loanProductOfRate(0.199)).toBe('fixed');
    expect(loanProductOfRate(0.1001)).toBe('fixed');
  });
});

describe('loanDetailPath', () => {
  it('leads a reducing loan to fair-credit-loan and a fixed one to fixed-rate-loan', () => {
    expect(loanDetailPath('L1', 0.069)).toBe('/dashboard/borrower/fair-credit-loan/L1');
    expect(loanDetailPath('L2', 0.199)).toBe('/dashboard/borrower/fixed-rate-loan/L2');
  });
});
