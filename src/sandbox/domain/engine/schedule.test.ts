import { describe, expect, it } from 'vitest';
import { computeOffer } from '#shared/domain/finance/index.ts';
import { getLoan } from './loans.ts';
import { scheduleOf, writeSchedule } from './schedule.ts';
import { emptyWorld, list } from '../../test/engine-world.ts';

describe('the engine’s schedule of a loan due on the last of the month', () => {
  it('books the first installment the offer priced: 263.62 € for 5 000 € over 24 months from 15.6.2025', async () => {
    const db = await emptyWorld();
    const loan = getLoan(
      db,
      list(db, '2025-06-12', {
        product: 'reducing',
        amountCents: 500_000,
        termMonths: 24,
        dueDay: 31,
      }),
    );
    writeSchedule(db, loan, '2025-06-15');
    const [first, second] = scheduleOf(db, loan.id);
    // Worked by hand in offer.test.ts: 189.24 € principal, 61.88 € interest (45 days), 12.50 € fee.
    expect(first).toMatchObject({
      dueDate: '2025-07-31',
      principalCents: 18_924,
      interestCents: 6_188,
      feeCents: 1_250,
    });
    expect(second?.dueDate).toBe('2025-08-31');
    const offer = computeOffer({
      amount: 500_000,
      termMonths: 24,
      product: 'reducing',
      dueDay: 31,
      startDate: '2025-06-15',
    });
    expect(offer.paymentPlan[0]?.totalDue).toBe(
      (first?.principalCents ?? 0) + (first?.interestCents ?? 0) + (first?.feeCents ?? 0),
    );
  });
});
