import { describe, expect, it } from 'vitest';
import { earliestPayoutDay, paidOutOn } from './payout.ts';

describe('the loan payout', () => {
  it.each([
    ['2024-01-10', '2024-01-12'], // Wednesday → Friday
    ['2024-01-12', '2024-01-16'], // Friday → Tuesday
    ['2024-06-22', '2024-06-25'], // Saturday → Tuesday
    ['2024-03-27', '2024-04-02'], // Wednesday before Easter → Tuesday after it
  ])('of a loan signed %s is on %s at the earliest', (signed, payout) => {
    expect(earliestPayoutDay(signed)).toBe(payout);
  });

  it('is on a banking day once the loan is funded, never before the second', () => {
    expect(paidOutOn('2024-01-12', '2024-01-15')).toBe(false);
    expect(paidOutOn('2024-01-12', '2024-01-16')).toBe(true);
    expect(paidOutOn('2024-01-12', '2024-01-20')).toBe(false); // a Saturday
    expect(paidOutOn('2024-01-12', '2024-01-22')).toBe(true);
  });
});
