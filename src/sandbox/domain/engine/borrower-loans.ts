import type { DueDateChoice } from '#shared/api/borrower.ts';
import type { IsoDate, LoanProduct } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { referenceNumber } from '../investors/reference-number.ts';
import { getLoan, listLoan } from './loans.ts';
import { payInstallment } from './repay.ts';
import { oldestUnpaid } from './schedule.ts';
import type { EngineLoan, ScheduledInstallment } from './types.ts';

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
 * How a real user pays, as the sandbox says: each installment on its due date (the default, so
 * a demo sees installments paid), or nothing until told otherwise, so the loan falls into
 * arrears, reminders and debt collection by the arrears rules as the clock moves.
 */
export type BorrowerPayments = 'on-due-date' | 'unpaid';

/** A real user's loan is named like the investors' transaction lists name every loan. */
const mambuLoanId = (loanId: number) => `LN${loanId}`;

/** The loan's Finnish reference number: a base of its own (7 and the id) and the check digit. */
const loanReference = (loanId: number) => referenceNumber(`7${String(loanId).padStart(5, '0')}`);

/**
 * Lists a real user's loan for funding as of `day` (autoinvest fills it from that day's run on,
 * pays it out once funded and writes its schedule on the due day) and gives it its
 * mambu_loan_id and reference number, by which the profile and the loan routes find it.
 */
export function listBorrowerLoan(
  db: SqlDatabase,
  loan: SignedLoan,
  day: IsoDate,
  payments: BorrowerPayments = 'on-due-date',
): EngineLoan {
  return db.transaction(() => {
    const id = listLoan(
      db,
      {
        borrowerUserId: loan.borrowerUserId,
        product: loan.product,
        amountCents: loan.amountCents,
        termMonths: loan.termMonths,
        dueDay: loan.dueDay,
        behaviour: behaviourOf(payments),
        behaviourSeed: 0,
      },
      day,
    );
    db.run(
      'UPDATE engine_loans SET mambu_loan_id = ?, reference_number = ? WHERE id = ?',
      mambuLoanId(id),
      loanReference(id),
      id,
    );
    return getLoan(db, id);
  });
}

/**
 * The seam between the loan application and the engine: lists a signed loan for funding as of
 * `day` and returns its mambu_loan_id. The user pays each installment on its due date until the
 * control API says otherwise.
 */
export function openBorrowerLoan(db: SqlDatabase, loan: SignedLoan, day: IsoDate): string {
  const listed = listBorrowerLoan(db, loan, day);
  return listed.mambuLoanId ?? mambuLoanId(listed.id);
}

const behaviourOf = (payments: BorrowerPayments) =>
  payments === 'unpaid' ? ('unpaid' as const) : ('punctual' as const);

/** Switches how a real user's loan is paid from the next day the engine runs on. */
export function setBorrowerPayments(
  db: SqlDatabase,
  loan: EngineLoan,
  payments: BorrowerPayments,
): void {
  if (loan.mambuLoanId === null) throw new Error(`Loan ${loan.id} is no real user's loan`);
  db.run('UPDATE engine_loans SET behaviour = ? WHERE id = ?', behaviourOf(payments), loan.id);
}

/**
 * The borrower pays the oldest unpaid installment in full on `day`, whether or not it is due
 * yet (a payment goes to the oldest first, as Mambu applies it). Nothing to pay on a loan not
 * paid out, repaid or in debt collection: undefined.
 */
export function payNextInstallment(
  db: SqlDatabase,
  loanId: number,
  day: IsoDate,
): ScheduledInstallment | undefined {
  return db.transaction(() => {
    const loan = getLoan(db, loanId);
    if (loan.state !== 'ACTIVE' && loan.state !== 'ACTIVE_IN_ARREARS') return undefined;
    const installment = oldestUnpaid(db, loan.id);
    if (!installment) return undefined;
    payInstallment(db, loan, installment, day);
    return installment;
  });
}
