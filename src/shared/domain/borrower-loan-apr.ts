import type { BorrowerLoan, LoanInstalment } from '../api/borrower.ts';
import { BASIS_POINTS_PER_UNIT } from './finance/cents.ts';
import type { LoanProduct } from './finance/annuity.ts';
import { runningLoanApr, type LoanApr } from './finance/loan-apr.ts';

/**
 * The effective annual interest of a borrower's loan as GET api/borrower/loan/{mambuLoanId}
 * gives it (borrower-and-shared.md §3 Borrower loan): `total_amount` is the amount lent,
 * `due_day_of_month` the due day, and each installment's `interest` its period's nominal rate,
 * `principal_due`, `interest_due`, `fees_due` and `discount` what it asks; `penalty_due` is left
 * out, as the APR leaves out charges for paying late (finance/loan-apr.ts). The loan's own page
 * and the tests that hold it to its offer both read it from here.
 */

/** Installments whose amounts the loan keeps: paid, partly paid, late (§4) or cancelled. */
const SETTLED_STATES: ReadonlySet<string> = new Set([
  'PAID',
  'PARTIALLY_PAID',
  'LATE',
  'CANCELLED',
]);

const figures = (instalment: LoanInstalment) => ({
  dueDate: instalment.due_date,
  principal: instalment.principal_due,
  interest: instalment.interest_due,
  fee: instalment.fees_due,
  discount: instalment.discount,
  annualRateBasisPoints: Math.round(instalment.interest * BASIS_POINTS_PER_UNIT),
  settled: SETTLED_STATES.has(instalment.state),
});

/** The loan's effective annual interest and the payout it counts from; null without installments. */
export function borrowerLoanApr(
  loan: Pick<BorrowerLoan, 'total_amount' | 'due_day_of_month' | 'instalments'>,
  product: LoanProduct,
): LoanApr | null {
  return runningLoanApr({
    amount: loan.total_amount,
    product,
    dueDay: loan.due_day_of_month,
    installments: loan.instalments.map(figures),
  });
}
