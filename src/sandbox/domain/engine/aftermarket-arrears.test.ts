import { describe, expect, it } from 'vitest';
import { sellOnAftermarket } from './aftermarket.ts';
import { getLoan } from './loans.ts';
import { partsOf } from './parts.ts';
import { runUntil } from './run.ts';
import { emptyWorld, investor, list, noon } from '../../test/engine-world.ts';

describe('the aftermarket for a loan in arrears', () => {
  it('sells its parts while autoinvest covers it (overdue up to 90 days)', async () => {
    const db = await emptyWorld();
    const seller = investor(db, 1, 10_000_000, '2024-01-10');
    investor(db, 2, 10_000_000, '2024-01-10');
    investor(db, 3, 10_000_000, '2024-01-10');
    // A defaulter with seed 0 pays nothing from the first installment, due 15.2.2024, on.
    const loanId = list(db, '2024-01-10', {
      amountCents: 300_000,
      behaviour: 'defaulter',
      behaviourSeed: 0,
    });
    runUntil(db, noon('2024-03-01'));
    expect(getLoan(db, loanId).state).toBe('ACTIVE_IN_ARREARS');

    const sales = sellOnAftermarket(db, seller, 50_000, '2024-03-01');
    expect(sales).toHaveLength(1);
    // The first buyer in autoinvest's order already holds a part of the loan: the purchase grows it.
    expect(partsOf(db, loanId).map((part) => [part.depositId, part.amountCents])).toEqual([
      [1, 100_000],
      [2, 150_000],
      [3, 100_000],
    ]);
    db.close();
  });
});
