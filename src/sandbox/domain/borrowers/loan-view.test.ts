import { describe, expect, it } from 'vitest';
import { borrowerReceivable, findAccount } from '../ledger/accounts.ts';
import { balance } from '../ledger/balance.ts';
import {
  openBorrowerLoan,
  payNextInstallment,
  setBorrowerPayments,
  type SignedLoan,
} from '../engine/borrower-loans.ts';
import { findLoanByMambuId, getLoan } from '../engine/loans.ts';
import { runUntil } from '../engine/run.ts';
import { scheduleOf } from '../engine/schedule.ts';
import { emptyWorld, entriesOfType, investor, noon } from '../../test/engine-world.ts';
import type { ScheduledInstallment } from '../engine/types.ts';
import { borrowerLoanView } from './loan-view.ts';

const SIGNED_ON = '2024-01-10';
/** Paid out Friday 12.1.2024; the first installment is due Thursday 15.2., the second Friday 15.3. */
const PAYOUT = '2024-01-12';

/** A real user's 3 000 € fixed-rate (19.90 %) loan, paid out and then left unpaid. */
async function unpaidLoan(termMonths: number) {
  const db = await emptyWorld();
  investor(db, 1, 10_000_000, SIGNED_ON);
  investor(db, 2, 5_000_000, SIGNED_ON);
  investor(db, 3, 4_000_000, SIGNED_ON);
  runUntil(db, noon(SIGNED_ON));
  const signed: SignedLoan = {
    borrowerUserId: 101,
    product: 'fixed',
    amountCents: 300_000,
    termMonths,
    dueDay: 15,
  };
  const loan = findLoanByMambuId(db, openBorrowerLoan(db, signed, SIGNED_ON)) ?? expect.fail();
  runUntil(db, noon(PAYOUT));
  setBorrowerPayments(db, getLoan(db, loan.id), 'unpaid');
  return { db, loanId: loan.id };
}

const invoice = (row: ScheduledInstallment | undefined) =>
  (row?.principalCents ?? 0) + (row?.interestCents ?? 0) + (row?.feeCents ?? 0);

/** Worked by hand: the invoice at 19.90 % a year for `days` of 365, to the nearest cent. */
const lateInterest = (cents: number, days: number) => Math.round((cents * 0.199 * days) / 365);

describe('the borrower’s loan in arrears', () => {
  it('shows the penalty interest run up as penalty_due, and charges it with the payment', async () => {
    const { db, loanId } = await unpaidLoan(12);
    const first = scheduleOf(db, loanId)[0];
    expect(first?.dueDate).toBe('2024-02-15');
    // Thursday 7.3.2024 is 21 days after the due date; the reminder of 29.2. is 5.00 €.
    runUntil(db, noon('2024-03-07'));
    const view = borrowerLoanView(db, getLoan(db, loanId), '2024-03-07');
    const penalty = 500 + lateInterest(invoice(first), 21);
    expect(view.installments[0]).toMatchObject({
      penaltyDueCents: penalty,
      totalDueCents: invoice(first) + penalty,
      state: 'LATE',
    });

    payNextInstallment(db, loanId, '2024-03-07');
    expect(scheduleOf(db, loanId)[0]).toMatchObject({ state: 'PAID', penaltyCents: penalty });
    // The penalty interest is the marketplace's, like the reminder: invoiced and paid at once.
    expect(entriesOfType(db, 'PENALTY').map((entry) => entry.amount_cents)).toEqual([
      500,
      penalty - 500,
      penalty,
    ]);
    const receivable = findAccount(db, borrowerReceivable(101)) ?? expect.fail();
    expect(balance(db, receivable.id)).toBe(0);
    const paid = borrowerLoanView(db, getLoan(db, loanId), '2024-03-20').installments[0];
    expect(paid).toMatchObject({
      penaltyDueCents: penalty,
      totalPaidCents: invoice(first) + penalty,
    });
    db.close();
  });

  it('is due as a whole once the unpaid invoices reach 5.00 % of the amount lent', async () => {
    const { db, loanId } = await unpaidLoan(60);
    const [first, second] = scheduleOf(db, loanId);
    // 5.00 % of 3 000.00 € is 150.00 €: one invoice is less, two are more.
    expect(invoice(first)).toBeLessThan(15_000);
    expect(invoice(first) + invoice(second)).toBeGreaterThanOrEqual(15_000);

    runUntil(db, noon('2024-03-15'));
    const one = borrowerLoanView(db, getLoan(db, loanId), '2024-03-15');
    expect(one.wholeLoanDue).toBe(false);
    // 29 days late: reminded after 14 and 28 days.
    expect(one.next?.totalDueCents).toBe(invoice(first) + 1000 + lateInterest(invoice(first), 29));

    // Saturday 16.3.: the second invoice (due Friday 15.3.) is unpaid too.
    runUntil(db, noon('2024-03-16'));
    const two = borrowerLoanView(db, getLoan(db, loanId), '2024-03-16');
    expect(two.wholeLoanDue).toBe(true);
    const charges =
      (first?.interestCents ?? 0) +
      (first?.feeCents ?? 0) +
      1000 +
      lateInterest(invoice(first), 30) +
      (second?.interestCents ?? 0) +
      (second?.feeCents ?? 0) +
      lateInterest(invoice(second), 1);
    expect(two.remainingDebtCents).toBe(300_000 + charges);
    expect(two.next).toEqual({ dueDate: '2024-02-15', totalDueCents: 300_000 + charges });
    db.close();
  });
});
