import type { LoanProduct } from './annuity.ts';
import type { Cents } from './cents.ts';
import type { IsoDate } from './dates.ts';
import { computeOffer, type Offer, type OfferPlanRow } from './offer.ts';

/**
 * The loan calculator's figures (borrower-and-shared.md §3 Loan calculation): exactly the offer
 * the sandbox makes for the same amount and term (offer.ts), so a borrower prices a loan with the
 * figures an approved application will show. New applications are on the reducing-rate product
 * (§1) and an offer is planned on the 1st until the applicant chooses a due date (§4 step 4),
 * with interest from today.
 */

/** The product every new application is made on (§1: the newer, fair-credit type). */
export const NEW_LOAN_PRODUCT: LoanProduct = 'reducing';
/** The due day an offer is planned on until the applicant chooses (§4 step 4). */
export const OFFER_DEFAULT_DUE_DAY = 1;

export interface LoanCalculationInput {
  /** Whole euros, as the application's `loanAmount` takes them. */
  amountEuros: number;
  termMonths: number;
  /** The day the loan would be paid out (today in Helsinki). */
  today: IsoDate;
}

export interface LoanCalculation extends Offer {
  /** Everything the plan pays: principal, interest and fees. */
  totalPayable: Cents;
}

/** The sum of a plan's payments, in cents. */
export function planTotal(plan: readonly OfferPlanRow[]): Cents {
  return plan.reduce((sum, row) => sum + row.totalDue, 0);
}

/** The monthly installment, plan and APR of a loan of `amountEuros` over `termMonths`. */
export function calculateLoan(input: LoanCalculationInput): LoanCalculation {
  if (!Number.isSafeInteger(input.amountEuros) || input.amountEuros < 1) {
    throw new RangeError(`The amount must be whole euros ≥ 1, got ${input.amountEuros}`);
  }
  const offer = computeOffer({
    amount: input.amountEuros * 100,
    termMonths: input.termMonths,
    product: NEW_LOAN_PRODUCT,
    dueDay: OFFER_DEFAULT_DUE_DAY,
    startDate: input.today,
  });
  return { ...offer, totalPayable: planTotal(offer.paymentPlan) };
}
