import type { BorrowerLoan, LoanInstalment } from '#shared/api/borrower.ts';
import { borrowerLoanApr } from '#shared/domain/borrower-loan-apr.ts';
import type { Cents, LoanApr } from '#shared/domain/finance/index.ts';
import { loanProductOfRate } from './loan-product.ts';

/** The installments by due date, the earliest first. */
export function byDueDate(instalments: readonly LoanInstalment[]): LoanInstalment[] {
  return [...instalments].sort((a, b) => a.due_date.localeCompare(b.due_date));
}

/**
 * The loan progress as a fraction (borrower-and-shared.md §9: 100 × (amount − remaining) ÷
 * amount, shown as a percentage), never below 0: a remaining debt above the amount lent (interest
 * and penalties) reads as no progress. A loan of nothing has made none.
 */
export function loanProgress(amount: Cents, remaining: Cents): number {
  if (amount <= 0) return 0;
  return Math.max(0, (amount - remaining) / amount);
}

/** The total payable: the sum of every installment's total due. */
export function totalPayable(instalments: readonly LoanInstalment[]): Cents {
  return instalments.reduce((sum, instalment) => sum + instalment.total_due_amount, 0);
}

/**
 * The loan's effective annual interest (APR), worked out as its offer's was: from the payout day
 * the first installment shows, with the installments still to come paid on time (the shared
 * `borrowerLoanApr`, finance/loan-apr.ts); the product is read from the rate (loan-product.ts).
 */
export function effectiveInterest(
  loan: Pick<BorrowerLoan, 'total_amount' | 'due_day_of_month' | 'instalments' | 'interest_rate'>,
): LoanApr | null {
  return borrowerLoanApr(loan, loanProductOfRate(loan.interest_rate));
}
