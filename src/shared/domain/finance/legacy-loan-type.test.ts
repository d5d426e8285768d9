import { describe, expect, it } from 'vitest';
import { legacyLoanType } from './legacy-loan-type.ts';

/*
 * Worked by hand: 1 000.00 € at 12.00 % a year, 1 % a month on the principal still owed.
 * Row 1 covers a 45-day first period (15.00 €, left out); row 2 runs on 950.00 € (9.50 €);
 * row 3 on 899.50 € (8.995 €, 9.00 € rounded).
 */
const fixedRows = [
  { InterestAmount: 1500, DebtAmount: 5000 },
  { InterestAmount: 950, DebtAmount: 5050 },
  { InterestAmount: 900, DebtAmount: 5100 },
];

describe('the legacy loan type (borrower-and-shared.md §2 banner)', () => {
  it('is fixed rate when every installment after the first is charged at the loan’s rate', () => {
    expect(legacyLoanType({ InterestRate: 0.12, LoanAmount: 100_000, LoanPlan: fixedRows })).toBe(
      'fixed',
    );
  });

  it('is variable-interest when an installment was charged at another rate than today’s', () => {
    // The rate fell from 12.00 % to 11.00 % after row 2: row 3 is 899.50 € × 11 % / 12 = 8.25 €,
    // so rows 2 (9.50 €, 12 %) and 3 cannot both be at the rate the loan has now.
    const rows = [fixedRows[0]!, fixedRows[1]!, { InterestAmount: 825, DebtAmount: 5175 }];
    expect(legacyLoanType({ InterestRate: 0.11, LoanAmount: 100_000, LoanPlan: rows })).toBe(
      'fair',
    );
  });

  it('leaves out the first row, whose period is longer than a month', () => {
    const rows = [{ InterestAmount: 2000, DebtAmount: 5000 }, ...fixedRows.slice(1)];
    expect(legacyLoanType({ InterestRate: 0.12, LoanAmount: 100_000, LoanPlan: rows })).toBe(
      'fixed',
    );
  });

  it('forgives a cent of rounding but not two', () => {
    const oneOff = [fixedRows[0]!, { InterestAmount: 951, DebtAmount: 5050 }];
    expect(legacyLoanType({ InterestRate: 0.12, LoanAmount: 100_000, LoanPlan: oneOff })).toBe(
      'fixed',
    );
    const twoOff = [fixedRows[0]!, { InterestAmount: 952, DebtAmount: 5050 }];
    expect(legacyLoanType({ InterestRate: 0.12, LoanAmount: 100_000, LoanPlan: twoOff })).toBe(
      'fair',
    );
  });

  it('is fixed rate for a plan of one row or none', () => {
    expect(legacyLoanType({ InterestRate: 0.1, LoanAmount: 50_000, LoanPlan: [] })).toBe('fixed');
  });
});
