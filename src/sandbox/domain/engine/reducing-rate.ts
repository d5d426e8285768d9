import {
  paidBeforeReminder,
  reducingRateBasisPoints,
  rescheduleAtRate,
  type Installment,
} from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { scheduleOf } from './schedule.ts';
import type { EngineLoan, ScheduledInstallment } from './types.ts';

/**
 * The reducing-rate product (borrower-and-shared.md §9): 9.90 % falling 0.1 point for each month
 * paid on time, down to 2.90 %. "On time" is before the reminder (§1; the finance module's
 * `paidBeforeReminder`: by the 14th day after the payment deadline). After each payment the
 * months paid on time are counted again and, when the rate falls, the installments still to come are
 * rescheduled at it (the finance module's `rescheduleAtRate`: the balance owed spread over the
 * same due dates with a new level payment). Paid installments are never changed, so what the
 * ledger has booked stays what the schedule says was paid.
 */
export function lowerRateAfterPayment(db: SqlDatabase, loan: EngineLoan): void {
  if (loan.product !== 'reducing' || loan.disbursedOn === null) return;
  const schedule = scheduleOf(db, loan.id);
  const paid = schedule.filter((i) => i.state === 'PAID');
  if (paid.length === schedule.length) return;
  const onTime = paid.filter(
    (i) => i.paidOn !== null && paidBeforeReminder(i.dueDate, i.paidOn),
  ).length;
  const rate = reducingRateBasisPoints(onTime);
  if (rate >= loan.annualRateBasisPoints) return;

  const rescheduled = rescheduleAtRate(
    {
      principal: loan.amountCents,
      annualRateBasisPoints: loan.annualRateBasisPoints,
      termMonths: loan.termMonths,
      dueDay: loan.dueDay,
      startDate: loan.disbursedOn,
      feeBase: loan.amountCents,
    },
    asInstallments(loan.amountCents, schedule),
    paid.length,
    rate,
  );
  for (const installment of rescheduled.slice(paid.length)) {
    db.run(
      `UPDATE engine_installments SET principal_cents = ?, interest_cents = ?, fee_cents = ?,
         annual_rate_bp = ?
       WHERE loan_id = ? AND number = ? AND state = 'PENDING'`,
      installment.principal,
      installment.interest,
      installment.fee,
      rate,
      loan.id,
      installment.number,
    );
  }
  db.run('UPDATE engine_loans SET annual_rate_bp = ? WHERE id = ?', rate, loan.id);
}

/** The stored schedule in the finance module's shape, with the balance after each installment. */
function asInstallments(amount: number, schedule: readonly ScheduledInstallment[]): Installment[] {
  let balance = amount;
  return schedule.map((row) => {
    balance -= row.principalCents;
    return {
      number: row.number,
      dueDate: row.dueDate,
      principal: row.principalCents,
      interest: row.interestCents,
      fee: row.feeCents,
      totalDue: row.principalCents + row.interestCents + row.feeCents,
      balanceAfter: balance,
    };
  });
}
