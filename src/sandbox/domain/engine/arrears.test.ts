import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, nextBankingDay } from '#shared/domain/finance/index.ts';
import {
  MARKETPLACE_FEES,
  borrowerReceivable,
  findAccount,
  loanPrincipal,
} from '../ledger/accounts.ts';
import { balance } from '../ledger/balance.ts';
import { depositFigures } from '../ledger/figures.ts';
import { paymentDecision } from './behaviour.ts';
import { getLoan } from './loans.ts';
import { runUntil } from './run.ts';
import { scheduleOf } from './schedule.ts';
import type { Behaviour } from './types.ts';
import { emptyWorld, entriesOfType, investor, list, noon } from '../../test/engine-world.ts';

const PAYOUT = '2024-01-10';
const FIRST_DUE = '2024-02-15';

async function fundedLoan(behaviour: Behaviour, behaviourSeed: number) {
  const db = await emptyWorld();
  investor(db, 1, 10_000_000, PAYOUT);
  investor(db, 2, 5_000_000, PAYOUT);
  investor(db, 3, 2_000_000, PAYOUT);
  investor(db, 4, 4_000_000, PAYOUT);
  const loanId = list(db, PAYOUT, { amountCents: 300_000, behaviour, behaviourSeed });
  runUntil(db, noon(PAYOUT));
  return { db, loanId };
}

const balanceOf = (
  db: Awaited<ReturnType<typeof emptyWorld>>,
  key: Parameters<typeof findAccount>[1],
) => balance(db, (findAccount(db, key) ?? expect.fail('no such account')).id);

describe('an installment not paid', () => {
  it('is late the day after its due date, and reminded after 14 and 28 days at 5 € each', async () => {
    const { db, loanId } = await fundedLoan('defaulter', 0);
    runUntil(db, noon(FIRST_DUE));
    expect(scheduleOf(db, loanId)[0]?.state).toBe('PENDING');
    runUntil(db, noon('2024-02-16'));
    expect(scheduleOf(db, loanId)[0]?.state).toBe('LATE');
    expect(getLoan(db, loanId).state).toBe('ACTIVE_IN_ARREARS');

    runUntil(db, noon('2024-02-28')); // 13 days late
    expect(entriesOfType(db, 'PENALTY')).toEqual([]);
    runUntil(db, noon('2024-02-29')); // 14 days late (a leap year)
    expect(
      entriesOfType(db, 'PENALTY').map((e) => [e.amount_cents, e.booked_at.slice(0, 10)]),
    ).toEqual([[500, '2024-02-29']]);
    runUntil(db, noon('2024-03-14')); // 28 days late
    expect(scheduleOf(db, loanId)[0]).toMatchObject({ reminders: 2, penaltyCents: 1000 });
    expect(balanceOf(db, borrowerReceivable(900))).toBe(-1000);
    expect(balanceOf(db, MARKETPLACE_FEES)).toBe(1000);
    db.close();
  });

  it('sends the loan to debt collection after over 60 days, on the 61st, its parts written off', async () => {
    const { db, loanId } = await fundedLoan('defaulter', 0);
    // 15.2.2024 + 60 days is 15.4.2024 (14 days of February, 31 of March, 15 of April).
    runUntil(db, noon('2024-04-15'));
    expect(entriesOfType(db, 'CREDIT_LOSS_AMOUNT')).toEqual([]);
    expect(getLoan(db, loanId).state).toBe('ACTIVE_IN_ARREARS');
    runUntil(db, noon('2024-04-16'));
    expect(entriesOfType(db, 'CREDIT_LOSS_AMOUNT').map((e) => e.amount_cents)).toEqual([
      100_000, 100_000, 60_000, 40_000,
    ]);
    expect(getLoan(db, loanId).state).toBe('CLOSED_WRITTEN_OFF');
    expect(balanceOf(db, loanPrincipal(loanId))).toBe(0);
    // Two reminders each for the installments of February and March.
    expect(balanceOf(db, borrowerReceivable(900))).toBe(-2000);
    const figures = depositFigures(
      db,
      { owner: 'investor-deposit', depositId: 1 },
      { from: new Date('2024-01-01T00:00:00Z'), to: new Date('2025-01-01T00:00:00Z') },
    );
    expect(figures).toMatchObject({ creditLosses: 100_000, activeInvestments: 0, interestPaid: 0 });

    // Nothing happens to a written-off loan any more.
    const count = entriesOfType(db, 'PENALTY').length;
    runUntil(db, noon('2024-09-01'));
    expect(entriesOfType(db, 'PENALTY').length).toBe(count);
    db.close();
  });

  it('paid late, settles the reminders and the penalty interest with it and brings the loan back to ACTIVE', async () => {
    // A seed whose borrower pays the first installment 14–25 days late (on the next banking day:
    // before the 28th) and the second on time.
    const seed =
      Array.from({ length: 1000 }, (_, s) => s).find((s) => {
        const first = paymentDecision('tardy', s, 1);
        return (
          first.kind === 'late' &&
          first.days >= 14 &&
          first.days < 26 &&
          paymentDecision('tardy', s, 2).kind === 'on-time'
        );
      }) ?? expect.fail('no such seed');
    const first = paymentDecision('tardy', seed, 1);
    const daysLate = first.kind === 'late' ? first.days : expect.fail('not late');
    const { db, loanId } = await fundedLoan('tardy', seed);
    // Payments arrive on banking days; 15.2.2024 is a Thursday, so the days count from it.
    const payDay = nextBankingDay(addDays(FIRST_DUE, daysLate));
    runUntil(db, noon(addDays(payDay, -1)));
    expect(getLoan(db, loanId).state).toBe('ACTIVE_IN_ARREARS');
    expect(entriesOfType(db, 'INTEREST_PAID')).toEqual([]);
    const [due] = scheduleOf(db, loanId);
    const invoice = (due?.principalCents ?? 0) + (due?.interestCents ?? 0) + (due?.feeCents ?? 0);
    // Penalty interest at the loan's 19.90 % on the invoice, actual days over 365.
    const lateInterest = Math.round((invoice * 0.199 * daysBetween(FIRST_DUE, payDay)) / 365);
    expect(lateInterest).toBeGreaterThan(0);

    runUntil(db, noon(payDay));
    expect(scheduleOf(db, loanId)[0]).toMatchObject({
      state: 'PAID',
      paidOn: payDay,
      penaltyCents: 500 + lateInterest,
    });
    expect(getLoan(db, loanId).state).toBe('ACTIVE');
    // The reminder invoiced, the penalty interest invoiced with the payment, both paid: the
    // receivable is settled, the marketplace keeps them.
    expect(entriesOfType(db, 'PENALTY').map((e) => e.amount_cents)).toEqual([
      500,
      lateInterest,
      500 + lateInterest,
    ]);
    expect(balanceOf(db, borrowerReceivable(900))).toBe(0);
    expect(entriesOfType(db, 'INTEREST_PAID').map((e) => e.amount_cents)).toEqual([
      1935, 1934, 1161, 774,
    ]);
    db.close();
  });
});
