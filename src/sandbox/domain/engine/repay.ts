import type { IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import {
  MARKETPLACE_FEES,
  WORLD,
  borrowerReceivable,
  loanPrincipal,
  openAccount,
} from '../ledger/accounts.ts';
import { postGroup, type Leg } from '../ledger/post.ts';
import type { AccountId } from '../ledger/types.ts';
import { bookingInstant } from './days.ts';
import { setLoanState } from './loans.ts';
import { partPositions } from './parts.ts';
import { lowerRateAfterPayment } from './reducing-rate.ts';
import { addPenaltyInterest, installmentPenaltyInterest } from './penalty-interest.ts';
import { oldestUnpaid, overdue, setInstallmentState } from './schedule.ts';
import { splitRepayment } from './split.ts';
import type { EngineLoan, ScheduledInstallment } from './types.ts';

type LegKind = Pick<Leg, 'type' | 'ref'>;

/**
 * The borrower pays one installment in full, as one ledger group:
 * - the principal reduces what the loan owes (PRINCIPAL, from the outside world), and each part's
 *   share returns from the part to its deposit's free capital (REPAID_CAPITAL);
 * - each part's share of the interest comes in to its deposit (INTEREST_PAID), which pays the
 *   50 % administration fee on it to the marketplace (ADMINISTRATION_FEE);
 * - the loan account fee goes to the marketplace (TRANSACTION_FEE: the type list has no
 *   borrower fee of its own, and no deposit's figures see it);
 * - the reminders' penalties settle the borrower's receivable (PENALTY);
 * - paid after its deadline, the installment carries penalty interest (`installmentPenaltyInterest`),
 *   invoiced and settled in the same group. Like the reminders it is the marketplace's: Mambu
 *   keeps penalties apart from interest and shares only interest with a loan's funders, and the
 *   funders are paid their contractual interest in full however late it comes.
 * Shares follow each part's outstanding principal before this payment (split.ts).
 */
export function payInstallment(
  db: SqlDatabase,
  loan: EngineLoan,
  installment: ScheduledInstallment,
  day: IsoDate,
): void {
  const at = bookingInstant(day);
  const world = openAccount(db, WORLD, at).id;
  const fees = openAccount(db, MARKETPLACE_FEES, at).id;
  const positions = partPositions(db, loan.id);
  const shares = splitRepayment(
    { principal: installment.principalCents, interest: installment.interestCents },
    positions.map((position) => position.outstandingCents),
  );
  const legs: Leg[] = [];
  // A share of zero cents (a part too small for a cent of this interest) books nothing.
  const leg = (debit: AccountId, credit: AccountId, amountCents: number, rest: LegKind) => {
    if (amountCents > 0) legs.push({ debit, credit, amountCents, ...rest });
  };
  const ref = { loanId: loan.id };
  leg(openAccount(db, loanPrincipal(loan.id), at).id, world, installment.principalCents, {
    type: 'PRINCIPAL',
    ref,
  });
  positions.forEach(({ part, partAccount, freeCapitalAccount: free }, index) => {
    const share = shares[index];
    if (!share) return;
    const partRef = { loanId: loan.id, loanPartId: part.id };
    leg(free, partAccount, share.principal, {
      type: 'REPAID_CAPITAL',
      ref: partRef,
    });
    leg(free, world, share.interest, { type: 'INTEREST_PAID', ref: partRef });
    leg(fees, free, share.administrationFee, { type: 'ADMINISTRATION_FEE', ref: partRef });
  });
  leg(fees, world, installment.feeCents, { type: 'TRANSACTION_FEE', ref });
  const receivable = openAccount(db, borrowerReceivable(loan.borrowerUserId), at).id;
  const lateInterest = installmentPenaltyInterest(installment, day);
  leg(fees, receivable, lateInterest, { type: 'PENALTY', ref });
  leg(receivable, world, installment.penaltyCents + lateInterest, { type: 'PENALTY', ref });
  if (legs.length > 0) postGroup(db, { bookedAt: at, legs });
  if (lateInterest > 0) addPenaltyInterest(db, installment, lateInterest);
  setInstallmentState(db, installment, 'PAID', day);
  settleLoanState(db, loan, day);
  lowerRateAfterPayment(db, loan);
}

/** After a payment: closed when nothing is left, back to ACTIVE when nothing is overdue. */
function settleLoanState(db: SqlDatabase, loan: EngineLoan, day: IsoDate): void {
  if (!oldestUnpaid(db, loan.id)) setLoanState(db, loan.id, 'CLOSED', day);
  else if (overdue(db, loan.id, day).length === 0) setLoanState(db, loan.id, 'ACTIVE', day);
}
