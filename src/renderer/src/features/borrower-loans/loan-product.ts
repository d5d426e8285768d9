import { BASIS_POINTS_PER_UNIT, type LoanProduct } from '#shared/domain/finance/index.ts';
import { PATHS } from '../../navigation/paths.ts';

/**
 * The highest nominal rate of the reducing (fair-credit) product: 9.90 % from the start, with
 * the temporary cap of 10.00 % (borrower-and-shared.md §1 and §9); the fixed-rate product is
 * 19.90 %. Anything above the cap is the fixed-rate product.
 */
const REDUCING_RATE_CAP_BASIS_POINTS = 1_000;

/**
 * The product of a loan from its nominal rate (a fraction): the loan status list names no
 * product, and the two products' rates do not overlap.
 */
export function loanProductOfRate(interestRate: number): LoanProduct {
  const basisPoints = Math.round(interestRate * BASIS_POINTS_PER_UNIT);
  return basisPoints > REDUCING_RATE_CAP_BASIS_POINTS ? 'fixed' : 'reducing';
}

/** The detail page of a loan: fair-credit for the reducing product, fixed-rate otherwise. */
export function loanDetailPath(mambuLoanId: string, interestRate: number): string {
  return loanProductOfRate(interestRate) === 'fixed'
    ? PATHS.fixedRateLoan(mambuLoanId)
    : PATHS.fairCreditLoan(mambuLoanId);
}
