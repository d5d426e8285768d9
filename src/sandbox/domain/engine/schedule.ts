import { z } from 'zod';
import {
  annuitySchedule,
  paymentDeadline,
  type Installment,
  type IsoDate,
} from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import type { EngineLoan, InstallmentState, ScheduledInstallment } from './types.ts';

const installmentRow = z.object({
  loan_id: z.number(),
  number: z.number(),
  due_date: z.string(),
  principal_cents: z.number(),
  interest_cents: z.number(),
  fee_cents: z.number(),
  penalty_cents: z.number(),
  reminders: z.number(),
  state: z.enum(['PENDING', 'PARTIALLY_PAID', 'LATE', 'PAID']),
  paid_on: z.string().nullable(),
  annual_rate_bp: z.number(),
});

const toInstallment = (row: z.output<typeof installmentRow>): ScheduledInstallment => ({
  loanId: row.loan_id,
  number: row.number,
  dueDate: row.due_date,
  principalCents: row.principal_cents,
  interestCents: row.interest_cents,
  feeCents: row.fee_cents,
  penaltyCents: row.penalty_cents,
  reminders: row.reminders,
  state: row.state,
  paidOn: row.paid_on,
  annualRateBasisPoints: row.annual_rate_bp,
});

/**
 * The loan's schedule from its payout date: the finance module's annuity (30E/360 interest, the
 * loan account fee, the first due date at least a month after payout), written once.
 */
export function writeSchedule(db: SqlDatabase, loan: EngineLoan, payoutDay: IsoDate): void {
  const schedule = annuitySchedule({
    principal: loan.amountCents,
    annualRateBasisPoints: loan.annualRateBasisPoints,
    termMonths: loan.termMonths,
    dueDay: loan.dueDay,
    startDate: payoutDay,
  });
  for (const installment of schedule) insertInstallment(db, loan, installment);
}

function insertInstallment(db: SqlDatabase, loan: EngineLoan, installment: Installment): void {
  db.run(
    `INSERT INTO engine_installments (loan_id, number, due_date, principal_cents, interest_cents,
       fee_cents, state, annual_rate_bp) VALUES (?, ?, ?, ?, ?, ?, 'PENDING', ?)`,
    loan.id,
    installment.number,
    installment.dueDate,
    installment.principal,
    installment.interest,
    installment.fee,
    loan.annualRateBasisPoints,
  );
}

export function scheduleOf(db: SqlDatabase, loanId: number): ScheduledInstallment[] {
  return db
    .all(
      installmentRow,
      'SELECT * FROM engine_installments WHERE loan_id = ? ORDER BY number',
      loanId,
    )
    .map(toInstallment);
}

/** The oldest installment not yet paid, the one any payment goes to first (as Mambu applies it). */
export function oldestUnpaid(db: SqlDatabase, loanId: number): ScheduledInstallment | undefined {
  const row = db.get(
    installmentRow,
    `SELECT * FROM engine_installments WHERE loan_id = ? AND state <> 'PAID'
     ORDER BY number LIMIT 1`,
    loanId,
  );
  return row && toInstallment(row);
}

/**
 * Unpaid installments past their payment deadline on `day` (the due date, or the next banking day
 * when it is none: finance/late-payment.ts), oldest first.
 */
export function overdue(db: SqlDatabase, loanId: number, day: IsoDate): ScheduledInstallment[] {
  return db
    .all(
      installmentRow,
      `SELECT * FROM engine_installments WHERE loan_id = ? AND state <> 'PAID' AND due_date < ?
       ORDER BY number`,
      loanId,
      day,
    )
    .map(toInstallment)
    .filter((installment) => paymentDeadline(installment.dueDate) < day);
}

export function setInstallmentState(
  db: SqlDatabase,
  installment: ScheduledInstallment,
  state: InstallmentState,
  paidOn: IsoDate | null = null,
): void {
  db.run(
    'UPDATE engine_installments SET state = ?, paid_on = ? WHERE loan_id = ? AND number = ?',
    state,
    paidOn,
    installment.loanId,
    installment.number,
  );
}

/** A reminder's penalty added to the installment's amount due. */
export function addPenalty(
  db: SqlDatabase,
  installment: ScheduledInstallment,
  penaltyCents: number,
): void {
  db.run(
    `UPDATE engine_installments SET penalty_cents = penalty_cents + ?, reminders = reminders + 1
     WHERE loan_id = ? AND number = ?`,
    penaltyCents,
    installment.loanId,
    installment.number,
  );
}
