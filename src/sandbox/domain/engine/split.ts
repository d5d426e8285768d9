import { allocate, percentOf, type Cents } from '#shared/domain/finance/index.ts';

/** The investor administration fee: 50 % of interest income (investor.md §9). */
export const ADMINISTRATION_FEE_BASIS_POINTS = 5000;

export interface PartShare {
  principal: Cents;
  /** Gross interest, paid to the part's deposit. */
  interest: Cents;
  /** The administration fee the deposit pays on that interest. */
  administrationFee: Cents;
}

/**
 * Splits an installment's principal and interest to the loan's parts in proportion to each
 * part's outstanding principal (largest remainder, so the shares add up to the cent), and takes
 * the 50 % fee of each part's own interest, half-even: an odd cent of interest is an exact tie,
 * and half-even keeps those ties from always favouring the marketplace (cents.ts).
 * A part never gets more principal than it has outstanding, as the installment's principal is at
 * most the loan's outstanding principal (allocate rounds each share to a neighbouring cent).
 */
export function splitRepayment(
  installment: { principal: Cents; interest: Cents },
  outstanding: readonly Cents[],
): PartShare[] {
  const principals = allocate(installment.principal, outstanding);
  const interests = allocate(installment.interest, outstanding);
  return outstanding.map((_, index) => {
    const interest = interests[index] ?? 0;
    return {
      principal: principals[index] ?? 0,
      interest,
      administrationFee: percentOf(interest, ADMINISTRATION_FEE_BASIS_POINTS),
    };
  });
}
