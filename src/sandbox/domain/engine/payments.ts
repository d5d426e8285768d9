import {
  addDays,
  nextBankingDay,
  paymentDeadline,
  type IsoDate,
} from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { paymentDecision } from './behaviour.ts';
import { getLoan } from './loans.ts';
import { payInstallment } from './repay.ts';
import { oldestUnpaid } from './schedule.ts';
import type { EngineLoan, ScheduledInstallment } from './types.ts';

/**
 * The day the borrower's payment of an installment arrives, or undefined when it never will.
 * Payments arrive on Finnish banking days only: an on-time payer's on the payment deadline (the
 * due date, or the next banking day when it is none), a late payer's that many days after it,
 * moved to the next banking day.
 */
export function intendedPaymentDay(
  loan: EngineLoan,
  installment: ScheduledInstallment,
): IsoDate | undefined {
  const decision = paymentDecision(loan.behaviour, loan.behaviourSeed, installment.number);
  if (decision.kind === 'never') return undefined;
  const deadline = paymentDeadline(installment.dueDate);
  return decision.kind === 'on-time' ? deadline : nextBankingDay(addDays(deadline, decision.days));
}

/**
 * The borrower's payments of the day. Payments go to the oldest unpaid installment first, so an
 * installment whose own day has come waits behind an older one still unpaid, and is paid the
 * same day that one is.
 */
export function runPayments(db: SqlDatabase, loanId: number, day: IsoDate): void {
  for (;;) {
    const loan = getLoan(db, loanId);
    if (loan.state !== 'ACTIVE' && loan.state !== 'ACTIVE_IN_ARREARS') return;
    const installment = oldestUnpaid(db, loan.id);
    if (!installment) return;
    const payDay = intendedPaymentDay(loan, installment);
    if (payDay === undefined || payDay > day) return;
    payInstallment(db, loan, installment, day);
  }
}
