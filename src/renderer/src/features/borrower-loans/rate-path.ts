import type { BorrowerLoan } from '#shared/api/borrower.ts';
import {
  BASIS_POINTS_PER_UNIT,
  REDUCING_RATE_FLOOR_BASIS_POINTS,
  REDUCING_RATE_STEP_BASIS_POINTS,
} from '#shared/domain/finance/index.ts';
import type { IsoDate } from '#shared/domain/finance/dates.ts';
import { byDueDate } from './loan-figures.ts';

export interface RatePoint {
  /** The installment's due date. */
  dueDate: IsoDate;
  /** The nominal annual rate for the period ending on that date, in basis points. */
  basisPoints: number;
}

/**
 * Installments that can no longer be paid on time: paid, cancelled, or late (§4 reads LATE as
 * paid late). The path runs over the others.
 */
const PAST = new Set(['PAID', 'CANCELLED', 'LATE']);

/**
 * The reducing product's nominal rate if every remaining installment is paid on time
 * (borrower-and-shared.md §1): the current rate for the next installment, then 0.1 point lower
 * after each one paid on time, never below the 2.90 % floor.
 */
export function reducingRatePath(
  loan: Pick<BorrowerLoan, 'interest_rate' | 'instalments'>,
): RatePoint[] {
  const current = Math.round(loan.interest_rate * BASIS_POINTS_PER_UNIT);
  return byDueDate(loan.instalments)
    .filter((instalment) => !PAST.has(instalment.state))
    .map((instalment, paidOnTime) => ({
      dueDate: instalment.due_date,
      basisPoints: Math.max(
        REDUCING_RATE_FLOOR_BASIS_POINTS,
        current - REDUCING_RATE_STEP_BASIS_POINTS * paidOnTime,
      ),
    }));
}
