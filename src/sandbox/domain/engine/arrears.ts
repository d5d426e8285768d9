import { daysBetween, type IsoDate } from '#shared/domain/finance/index.ts';
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
/** Reminders go out when an installment is this many days late: 14 and 28. */
export const REMINDER_DAYS: readonly number[] = [14, 28];
/** Unpaid this many days, the loan goes to debt collection and its parts are written off. */
export const DEBT_COLLECTION_DAYS = 60;

/**
 * The day's consequences of not paying, for one loan: installments past due become LATE (and the
 * loan ACTIVE_IN_ARREARS), reminders are invoiced on the 14th and 28th day late, and on the 60th
 * the loan goes to debt collection. Runs after the day's payments, so a payment on the 14th day
 * comes before that day's reminder and avoids it.
 */
export function runArrears(db: SqlDatabase, loan: EngineLoan, day: IsoDate): void {
  const late = overdue(db, loan.id, day);
  if (late.length === 0) return;
  if (loan.state === 'ACTIVE') setLoanState(db, loan.id, 'ACTIVE_IN_ARREARS', day);
  for (const installment of late) {
    if (installment.state === 'PENDING') setInstallmentState(db, installment, 'LATE');
    const daysLate = daysBetween(installment.dueDate, day);
    const due = REMINDER_DAYS.filter((threshold) => daysLate >= threshold).length;
    for (let sent = installment.reminders; sent < due; sent += 1)
      remind(db, loan, installment, day);
  }
  const oldest = late[0];
  if (oldest && daysBetween(oldest.dueDate, day) >= DEBT_COLLECTION_DAYS) {
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
