import type { IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { WORLD, loanPrincipal, openAccount } from '../ledger/accounts.ts';
import { post } from '../ledger/post.ts';
import { bookingInstant } from './days.ts';
import { setLoanState } from './loans.ts';
import { writeSchedule } from './schedule.ts';
import type { EngineLoan } from './types.ts';

/**
 * Pays a fully funded loan out to the borrower's bank: the loan's principal account owes its
 * investors the amount, the money leaves for the outside world, the schedule starts today.
 * (The parts' INVESTMENTS entries moved the investors' free capital when they were placed.)
 */
export function disburse(db: SqlDatabase, loan: EngineLoan, day: IsoDate): void {
  const at = bookingInstant(day);
  post(db, {
    debit: openAccount(db, WORLD, at).id,
    credit: openAccount(db, loanPrincipal(loan.id), at).id,
    amountCents: loan.amountCents,
    type: 'INVESTMENTS',
    ref: { loanId: loan.id },
    bookedAt: at,
  });
  writeSchedule(db, loan, day);
  setLoanState(db, loan.id, 'ACTIVE', day);
}
