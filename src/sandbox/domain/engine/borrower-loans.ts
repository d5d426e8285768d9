import type { DueDateChoice } from '#shared/api/borrower.ts';
import type { IsoDate, LoanProduct } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { listLoan } from './loans.ts';

/** A loan a real user signed (POST api/borrower/loan), as the application left it. */
export interface SignedLoan {
  borrowerUserId: number;
  product: LoanProduct;
  amountCents: number;
  termMonths: number;
  /** 1, 10, 15, 20, 25 or 31 (the last of the month). */
  dueDay: DueDateChoice;
}

/**
 * The seam between the loan application and the engine: lists a signed loan for funding as of
 * `day` (investors' autoinvest fills it over the following days) and returns its mambu_loan_id,
 * by which the profile's `loans` and GET api/borrower/loan/{mambuLoanId} find it.
 *
 * First cut: an engine listing with the due day kept to 1–28; the borrower-loans work replaces
 * it with the real user's loan (manual payments, the last of the month, the profile's list).
 */
export function openBorrowerLoan(db: SqlDatabase, loan: SignedLoan, day: IsoDate): string {
  const id = listLoan(
    db,
    {
      borrowerUserId: loan.borrowerUserId,
      product: loan.product,
      amountCents: loan.amountCents,
      termMonths: loan.termMonths,
      dueDay: Math.min(loan.dueDay, 28),
      behaviour: 'punctual',
      behaviourSeed: 0,
    },
    day,
  );
  return `LN${id}`;
}
