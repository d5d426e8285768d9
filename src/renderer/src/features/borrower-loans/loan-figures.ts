import type { BorrowerLoan, LoanInstalment } from '#shared/api/borrower.ts';
import { addMonths, annualPercentageRate, type Cents } from '#shared/domain/finance/index.ts';

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
 * The effective annual interest (the consumer-credit APR) of the amount lent against the
 * installments' total due on their due dates; null when there are none. The loan carries no
 * payout date, so the payout is taken as one month before the first installment's due date: the
 * first installment falls due about a month after the payout.
 */
export function effectiveInterest(
  loan: Pick<BorrowerLoan, 'total_amount' | 'instalments'>,
): number | null {
  const instalments = byDueDate(loan.instalments);
  const first = instalments[0];
  if (!first) return null;
  return annualPercentageRate(
    { amount: loan.total_amount, paidOutOn: addMonths(first.due_date, -1) },
    instalments.map((instalment) => ({
      date: instalment.due_date,
      amount: instalment.total_due_amount,
    })),
  );
}
