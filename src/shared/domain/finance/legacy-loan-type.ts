import type { Cents } from './cents.ts';

/** The legacy loan-type banner's two types (borrower-and-shared.md §2). */
export type LegacyLoanType = 'fair' | 'fixed';

/** What the rule reads of a legacy loan (borrower-and-shared.md §3 Legacy loan), in cents. */
export interface LegacyLoanFigures {
  /** The loan's rate now, a fraction (0.119 = 11.90 %). */
  InterestRate: number;
  LoanAmount: Cents;
  LoanPlan: readonly { InterestAmount: Cents; DebtAmount: Cents }[];
}

/** A row's interest may differ from the exact figure by its own rounding to the cent. */
const ROUNDING_CENTS = 1;

/**
 * Which type a loan of the old platform is, for the banner "fair = variable-interest, fixed =
 * fixed rate" (borrower-and-shared.md §2). The legacy loan sends no type, so it is read from its
 * plan: a fixed-rate loan charges every installment interest at the one rate it has
 * (`InterestRate`), while a variable-interest loan's rate has changed during the loan, so some
 * installment was charged at a rate other than today's. Interest is monthly on the principal
 * still owed, on the 30E/360 basis (borrower-and-shared.md §9: a regular month's interest is
 * exactly balance × rate / 12), the principal owed before a row being `LoanAmount` less the
 * `DebtAmount` (principal) of the rows before it. The first row is left out: its period runs
 * from the payout and is 28 to 59 days long. A loan whose rate has not changed yet reads as
 * fixed rate, which is what it has been so far.
 */
export function legacyLoanType(loan: LegacyLoanFigures): LegacyLoanType {
  let owed = loan.LoanAmount;
  for (const [index, row] of loan.LoanPlan.entries()) {
    const atTodaysRate = (owed * loan.InterestRate) / 12;
    if (index > 0 && Math.abs(row.InterestAmount - atTodaysRate) > ROUNDING_CENTS) return 'fair';
    owed -= row.DebtAmount;
  }
  return 'fixed';
}
