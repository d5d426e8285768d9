import { daysLate, penaltyInterest, type IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import type { ScheduledInstallment } from './types.ts';

/**
 * The penalty interest an installment unpaid on `day` has run up: its invoice (principal,
 * interest and fee, not the reminders) at its own nominal rate, for the days since its payment
 * deadline, at most 180 (finance/late-payment.ts). Charged when the installment is paid; until
 * then the borrower's figures show it as it grows (borrowers/loan-view.ts).
 */
export function installmentPenaltyInterest(
  installment: ScheduledInstallment,
  day: IsoDate,
): number {
  return penaltyInterest(
    installment.principalCents + installment.interestCents + installment.feeCents,
    installment.annualRateBasisPoints,
    daysLate(installment.dueDate, day),
  );
}

/** Penalty interest charged with the payment, added to the installment's penalties. */
export function addPenaltyInterest(
  db: SqlDatabase,
  installment: ScheduledInstallment,
  penaltyCents: number,
): void {
  db.run(
    `UPDATE engine_installments SET penalty_cents = penalty_cents + ?
     WHERE loan_id = ? AND number = ?`,
    penaltyCents,
    installment.loanId,
    installment.number,
  );
}
