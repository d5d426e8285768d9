import { isCreditDefault, remindersDue, type IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import {
  MARKETPLACE_FEES,
  borrowerReceivable,
  loanPrincipal,
  openAccount,
} from '../ledger/accounts.ts';
import { balance } from '../ledger/balance.ts';
import { postGroup, type Leg } from '../ledger/post.ts';
import { bookingInstant } from './days.ts';
import { setLoanState } from './loans.ts';
import { partAccount, partsOf } from './parts.ts';
import { addPenalty, overdue, setInstallmentState } from './schedule.ts';
import type { EngineLoan, ScheduledInstallment } from './types.ts';

/** A payment reminder costs 5.00 € (borrower-and-shared.md §9 price list). */
export const REMINDER_FEE_CENTS = 500;
/**
 * The day's consequences of not paying, for one loan, by the terms' rules in the finance module
 * (late-payment.ts): installments past their payment deadline (the due date or, when that is no
 * banking day, the next banking day) become LATE and the loan ACTIVE_IN_ARREARS, reminders are
 * invoiced on the 14th and 28th day late, and on the 61st ("after over 60 days", the credit
 * default entry) the loan goes to debt collection. Runs after the day's payments, so a payment
 * on the 14th day comes before that day's reminder and avoids it.
 */
export function runArrears(db: SqlDatabase, loan: EngineLoan, day: IsoDate): void {
  const late = overdue(db, loan.id, day);
  if (late.length === 0) return;
  if (loan.state === 'ACTIVE') setLoanState(db, loan.id, 'ACTIVE_IN_ARREARS', day);
  for (const installment of late) {
    if (installment.state === 'PENDING') setInstallmentState(db, installment, 'LATE');
    const due = remindersDue(installment.dueDate, day);
    for (let sent = installment.reminders; sent < due; sent += 1)
      remind(db, loan, installment, day);
  }
  const oldest = late[0];
  if (oldest && isCreditDefault(oldest.dueDate, day)) {
    writeOff(db, loan, day);
  }
}

/** The reminder fee, invoiced: the borrower owes it, the marketplace has earned it. */
function remind(
  db: SqlDatabase,
  loan: EngineLoan,
  installment: ScheduledInstallment,
  day: IsoDate,
): void {
  const at = bookingInstant(day);
  postGroup(db, {
    bookedAt: at,
    legs: [
      {
        debit: openAccount(db, MARKETPLACE_FEES, at).id,
        credit: openAccount(db, borrowerReceivable(loan.borrowerUserId), at).id,
        amountCents: REMINDER_FEE_CENTS,
        type: 'PENALTY',
        ref: { loanId: loan.id },
      },
    ],
  });
  addPenalty(db, installment, REMINDER_FEE_CENTS);
}

/**
 * Debt collection: each part's outstanding principal is written off (CREDIT_LOSS_AMOUNT) against
 * the loan's claim, which leaves the investors' books; what the collector later recovers, and the
 * borrower's unpaid penalties, are outside this slice.
 */
function writeOff(db: SqlDatabase, loan: EngineLoan, day: IsoDate): void {
  const at = bookingInstant(day);
  const principal = openAccount(db, loanPrincipal(loan.id), at).id;
  const legs: Leg[] = [];
  for (const part of partsOf(db, loan.id)) {
    const account = partAccount(db, part, day).id;
    const amountCents = balance(db, account);
    if (amountCents > 0) {
      legs.push({
        debit: principal,
        credit: account,
        amountCents,
        type: 'CREDIT_LOSS_AMOUNT',
        ref: { loanId: loan.id, loanPartId: part.id },
      });
    }
  }
  if (legs.length > 0) postGroup(db, { bookedAt: at, legs });
  setLoanState(db, loan.id, 'CLOSED_WRITTEN_OFF', day);
}
