import { describe, expect, it } from 'vitest';
import { calculateLoan, NEW_LOAN_PRODUCT } from '#shared/domain/finance/index.ts';
import { DEFAULT_DUE_DAY, offerColumns } from './scoring.ts';

/*
 * The app's loan calculator must show the figures the sandbox then offers for the same amount
 * and term (issue 12 §1): the offer a new application (NEW_LOAN_PRODUCT) gets on its default
 * due day, made the same day.
 */
describe('the calculator equals the sandbox offer for the same input', () => {
  it.each([
    [1_000, 12, '2026-03-01'],
    [5_000, 60, '2026-11-27'],
    [15_600, 84, '2027-01-31'],
  ])('%i € over %i months on %s', (amountEuros, termMonths, today) => {
    const columns = offerColumns(
      { termMonths, product: NEW_LOAN_PRODUCT },
      amountEuros * 100,
      DEFAULT_DUE_DAY,
      today,
    );
    const { totalPayable, ...calculated } = calculateLoan({ amountEuros, termMonths, today });
    expect(JSON.parse(columns.offer)).toEqual(calculated);
    expect(columns.terms_offered).toBe(termMonths);
    expect(totalPayable).toBeGreaterThan(amountEuros * 100);
  });
});
