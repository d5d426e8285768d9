import { describe, expect, it } from 'vitest';
import { cartEventFor } from './cart-event.ts';

describe('cartEventFor', () => {
  it('records loan amount and term of the borrower onboarding path', () => {
    expect(cartEventFor('/borrower/onboarding?loanAmount=5000&term=36&at_gd=X')).toEqual({
      event: 'add_to_cart',
      loanAmount: 5000,
      term: 36,
      currency: 'EUR',
    });
  });
  it('keeps missing values null', () => {
    expect(cartEventFor('/borrower/onboarding')).toEqual({
      event: 'add_to_cart',
      loanAmount: null,
      term: null,
      currency: 'EUR',
    });
  });
  it.each([null, '/dashboard', '/dashboard/borrower/loan-application?loanAmount=1'])(
    'nothing for %j',
    (path) => {
      expect(cartEventFor(path)).toBeNull();
    },
  );
});
