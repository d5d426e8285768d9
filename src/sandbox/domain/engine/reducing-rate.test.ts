import { describe, expect, it } from 'vitest';
import {
  addDays,
  annuitySchedule,
  daysBetween,
  nextBankingDay,
  rescheduleAtRate,
} from '#shared/domain/finance/index.ts';
import { paymentDecision } from './behaviour.ts';
import { getLoan } from './loans.ts';
import { runUntil } from './run.ts';
import { scheduleOf } from './schedule.ts';
import { emptyWorld, investor, list, noon } from '../../test/engine-world.ts';

const PAYOUT = '2024-01-10';
const TERMS = {
  principal: 120_000,
  annualRateBasisPoints: 990,
  termMonths: 12,
  dueDay: 15,
  startDate: PAYOUT,
};

async function reducingLoan(behaviour: 'punctual' | 'tardy', behaviourSeed = 1) {
  const db = await emptyWorld();
  investor(db, 1, 10_000_000, PAYOUT);
  investor(db, 2, 10_000_000, PAYOUT);
  const loanId = list(db, PAYOUT, {
    product: 'reducing',
    amountCents: 120_000,
    behaviour,
    behaviourSeed,
  });
  runUntil(db, noon(PAYOUT));
  return { db, loanId };
}

const due = (db: Awaited<ReturnType<typeof emptyWorld>>, loanId: number) =>
  scheduleOf(db, loanId).map((i) => [i.principalCents, i.interestCents, i.feeCents]);

describe('the reducing-rate product', () => {
  it('starts at 9.90 % and, for each month paid on time, reschedules what is left 0.1 point lower', async () => {
    const { db, loanId } = await reducingLoan('punctual');
    const original = annuitySchedule(TERMS);
    expect(getLoan(db, loanId).annualRateBasisPoints).toBe(990);
    expect(due(db, loanId)).toEqual(original.map((i) => [i.principal, i.interest, i.fee]));

    runUntil(db, noon('2024-02-15'));
    expect(getLoan(db, loanId).annualRateBasisPoints).toBe(980);
    const once = rescheduleAtRate(TERMS, original, 1, 980);
    expect(due(db, loanId)).toEqual(once.map((i) => [i.principal, i.interest, i.fee]));

    runUntil(db, noon('2024-04-15'));
    expect(getLoan(db, loanId).annualRateBasisPoints).toBe(960);
    const schedule = scheduleOf(db, loanId);
    expect(schedule.reduce((sum, i) => sum + i.principalCents, 0)).toBe(120_000);
    // The paid installments keep what was booked for them.
    expect(schedule[0]).toMatchObject({ principalCents: original[0]?.principal, state: 'PAID' });
    db.close();
  });

  it('falls for a month paid late but before the reminder, not for one paid after it', async () => {
    // Seeds whose borrower pays the first installment some days late: by the 14th day (before
    // the reminder), and after it. 15.2.2024 is a Thursday; payments arrive on banking days.
    const lateBy = (inRange: (days: number) => boolean) =>
      Array.from({ length: 1000 }, (_, s) => s).find((s) => {
        const first = paymentDecision('tardy', s, 1);
        if (first.kind !== 'late') return false;
        return inRange(
          daysBetween('2024-02-15', nextBankingDay(addDays('2024-02-15', first.days))),
        );
      }) ?? expect.fail('no such seed');
    const payDayOf = (seed: number) => {
      const first = paymentDecision('tardy', seed, 1);
      return nextBankingDay(addDays('2024-02-15', first.kind === 'late' ? first.days : 0));
    };

    const beforeReminder = lateBy((days) => days >= 1 && days <= 14);
    const early = await reducingLoan('tardy', beforeReminder);
    runUntil(early.db, noon(payDayOf(beforeReminder)));
    expect(scheduleOf(early.db, early.loanId)[0]).toMatchObject({
      state: 'PAID',
      paidOn: payDayOf(beforeReminder),
      reminders: 0,
    });
    expect(getLoan(early.db, early.loanId).annualRateBasisPoints).toBe(980);
    early.db.close();

    // Paid before the second installment falls due on 15.3., so only the first counts.
    const afterReminder = lateBy((days) => days > 14 && days < 28);
    const late = await reducingLoan('tardy', afterReminder);
    runUntil(late.db, noon(payDayOf(afterReminder)));
    expect(scheduleOf(late.db, late.loanId)[0]).toMatchObject({
      state: 'PAID',
      paidOn: payDayOf(afterReminder),
    });
    expect(scheduleOf(late.db, late.loanId)[0]?.reminders).toBeGreaterThan(0);
    expect(getLoan(late.db, late.loanId).annualRateBasisPoints).toBe(990);
    late.db.close();
  });
});
