import { z } from 'zod';
import {
  annuityPayment,
  daysBetween,
  monthlyLoanAccountFee,
  paymentDeadline,
  wholeLoanFallsDue,
  type IsoDate,
} from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { findAccount, loanPrincipal } from '../ledger/accounts.ts';
import { balance } from '../ledger/balance.ts';
import { installmentPenaltyInterest } from '../engine/penalty-interest.ts';
import { scheduleOf } from '../engine/schedule.ts';
import type { EngineLoan, LoanState, ScheduledInstallment } from '../engine/types.ts';

/**
 * A real user's loan as the borrower sees it (borrower-and-shared.md §3 Borrower loan, §4), in
 * cents, from the engine's schedule and the ledger.
 */
export interface BorrowerLoanView {
  loan: EngineLoan;
  /** The loan account state on the wire (see `wireLoanState`). */
  state: string;
  remainingDebtCents: number;
  monthlyPaymentCents: number;
  next: { dueDate: IsoDate; totalDueCents: number } | null;
  /**
   * The unpaid invoices have reached 5.00 % of the amount lent, so the whole loan is due (the
   * terms, finance/late-payment.ts): `next` is then the whole remaining debt.
   */
  wholeLoanDue: boolean;
  installments: InstallmentView[];
}

export interface InstallmentView {
  installment: ScheduledInstallment;
  /** The installment state on the wire (see `wireInstallmentState`). */
  state: string;
  totalDueCents: number;
  totalPaidCents: number;
  /** Reminders and penalty interest: charged at payment, or run up to today while unpaid. */
  penaltyDueCents: number;
  encodedKey: string;
}

/** An installment is invoiced this many days before its due date. */
export const INVOICE_DAYS_BEFORE_DUE = 14;

/**
 * Mambu's states as the app reads them: a loan sent to debt collection (the engine's
 * CLOSED_WRITTEN_OFF) is DEBT_COLLECTION; one signed but not yet paid out stays APPROVED (Mambu's
 * state of an approved account awaiting disbursement, which the app shows as active).
 */
export function wireLoanState(state: LoanState): string {
  return state === 'CLOSED_WRITTEN_OFF' ? 'DEBT_COLLECTION' : state;
}

/**
 * PAID, PARTIALLY_PAID and LATE as the engine has them; of the installments not yet due, the
 * next one is INVOICED once within INVOICE_DAYS_BEFORE_DUE of its due date on a running loan,
 * and the rest are PENDING.
 */
export function wireInstallmentState(
  installment: ScheduledInstallment,
  isNextPending: boolean,
  loanRunning: boolean,
  today: IsoDate,
): string {
  if (installment.state !== 'PENDING') return installment.state;
  const invoiced =
    loanRunning &&
    isNextPending &&
    daysBetween(today, installment.dueDate) <= INVOICE_DAYS_BEFORE_DUE;
  return invoiced ? 'INVOICED' : 'PENDING';
}

const invoiced = (installment: ScheduledInstallment) =>
  installment.principalCents + installment.interestCents + installment.feeCents;

/** The reminders, and for an unpaid installment the penalty interest run up to `today`. */
const penaltyDue = (installment: ScheduledInstallment, today: IsoDate) =>
  installment.penaltyCents +
  (installment.state === 'PAID' ? 0 : installmentPenaltyInterest(installment, today));

const totalDue = (installment: ScheduledInstallment, today: IsoDate) =>
  invoiced(installment) + penaltyDue(installment, today);

const sumRow = z.object({ total: z.number() });

/**
 * The principal still owed, from the ledger: what the loan's principal account still owes its
 * investors, plus what debt collection wrote off (the borrower owes it to the collector now).
 */
function principalOwed(db: SqlDatabase, loan: EngineLoan): number {
  const account = findAccount(db, loanPrincipal(loan.id));
  const owed = account === undefined ? 0 : -balance(db, account.id);
  const writtenOff =
    db.get(
      sumRow,
      `SELECT coalesce(sum(amount_cents), 0) AS total FROM ledger_entries
       WHERE loan_id = ? AND type = 'CREDIT_LOSS_AMOUNT'`,
      loan.id,
    )?.total ?? 0;
  return owed + writtenOff;
}

/**
 * The regular monthly payment: the scheduled total of the next unpaid installment after the
 * first (whose broken first period makes it differ), the last one's when all are paid; before
 * the payout, the level payment and fee the schedule will have.
 */
function monthlyPayment(loan: EngineLoan, schedule: readonly ScheduledInstallment[]): number {
  const regular =
    schedule.find((row) => row.number > 1 && row.state !== 'PAID') ?? schedule.at(-1) ?? undefined;
  if (regular) return regular.principalCents + regular.interestCents + regular.feeCents;
  return (
    annuityPayment(loan.amountCents, loan.annualRateBasisPoints, loan.termMonths) +
    monthlyLoanAccountFee(loan.amountCents)
  );
}

/**
 * The loan as of `today`: before the payout the whole amount is the debt to come; after it, the
 * principal owed (ledger) plus the interest, fees and penalties (reminders and the penalty
 * interest run up) of the installments past due. Past due means past the payment deadline (the
 * due date, or the next banking day when it is none).
 */
export function borrowerLoanView(
  db: SqlDatabase,
  loan: EngineLoan,
  today: IsoDate,
): BorrowerLoanView {
  const schedule = scheduleOf(db, loan.id);
  const unpaid = schedule.filter((row) => row.state !== 'PAID');
  const pastDue = unpaid.filter((row) => paymentDeadline(row.dueDate) < today);
  const pastDueCharges = pastDue.reduce(
    (sum, row) => sum + row.interestCents + row.feeCents + penaltyDue(row, today),
    0,
  );
  const remainingDebtCents =
    loan.disbursedOn === null ? loan.amountCents : principalOwed(db, loan) + pastDueCharges;
  const running = loan.state === 'ACTIVE' || loan.state === 'ACTIVE_IN_ARREARS';
  const wholeLoanDue =
    running &&
    wholeLoanFallsDue(
      pastDue.reduce((sum, row) => sum + invoiced(row), 0),
      loan.amountCents,
    );
  const nextPending = schedule.find((row) => row.state === 'PENDING');
  const first = unpaid[0];
  const nextDue = wholeLoanDue ? remainingDebtCents : first && totalDue(first, today);
  return {
    loan,
    state: wireLoanState(loan.state),
    remainingDebtCents,
    monthlyPaymentCents: monthlyPayment(loan, schedule),
    next:
      running && first && nextDue !== undefined
        ? { dueDate: first.dueDate, totalDueCents: nextDue }
        : null,
    wholeLoanDue,
    installments: schedule.map((installment) => ({
      installment,
      state: wireInstallmentState(installment, installment === nextPending, running, today),
      totalDueCents: totalDue(installment, today),
      totalPaidCents: installment.state === 'PAID' ? totalDue(installment, today) : 0,
      penaltyDueCents: penaltyDue(installment, today),
      encodedKey: `${loan.mambuLoanId ?? `LN${loan.id}`}-${installment.number}`,
    })),
  };
}
