import { describe, expect, it } from 'vitest';
import { shownAmount, typesOfFilter, TRANSACTION_FILTERS } from './transactions.ts';

describe('transaction amounts as shown (investor.md §9)', () => {
  it.each([
    'DEPOSIT',
    'INTEREST_PAID',
    'REPAID_CAPITAL',
    'AUTOSELL_TRANSACTION',
    'CREDIT_LOSS_BUY_PRICE',
  ])('shows %s as money in, whatever the sign sent', (type) => {
    expect(shownAmount(type, 1234)).toBe(1234);
    expect(shownAmount(type, -1234)).toBe(1234);
  });

  it('shows a withdrawal as money out', () => {
    expect(shownAmount('WITHDRAWAL', 5000)).toBe(-5000);
    expect(shownAmount('WITHDRAWAL', -5000)).toBe(-5000);
  });

  it.each(['INVESTMENTS', 'CREDIT_LOSS_AMOUNT', 'ADMINISTRATION_FEE', 'SOMETHING_NEW'])(
    'shows %s with the sign it was sent with',
    (type) => {
      expect(shownAmount(type, -2000)).toBe(-2000);
      expect(shownAmount(type, 2000)).toBe(2000);
    },
  );
});

describe('transaction filters', () => {
  it('has ALL first and the spec types', () => {
    expect(TRANSACTION_FILTERS[0]).toBe('ALL');
    expect(TRANSACTION_FILTERS).toHaveLength(9);
  });

  it('shows the credit loss and its sale under CREDIT_LOSS', () => {
    expect(typesOfFilter('CREDIT_LOSS')).toEqual(['CREDIT_LOSS_AMOUNT', 'CREDIT_LOSS_BUY_PRICE']);
    expect(typesOfFilter('DEPOSIT')).toEqual(['DEPOSIT']);
    expect(typesOfFilter('ALL')).toBe('all');
  });
});
