import type { Cents } from './cents.ts';
import type { IsoDate } from './dates.ts';
import { xirr } from './xirr.ts';

/** A payment the borrower makes: an installment with its fees, on its due date. */
export interface CreditPayment {
  date: IsoDate;
  amount: Cents;
}

/**
 * The annual percentage rate of charge by the standard consumer-credit formula (Directive
 * 2008/48/EC, Annex I): the annual rate X at which the credit paid out equals the present value of
 * every payment, Σ paymentₖ (1 + X)^(−tₖ), with tₖ in years of 365 days from the payout. That is
 * XIRR with the payout as the one negative flow. Null when there is no such rate (no payments).
 * The offer's `average_effective_annual_interest` and the loan detail's effective interest both
 * come from here, so the app and the sandbox cannot disagree.
 */
export function annualPercentageRate(
  credit: { amount: Cents; paidOutOn: IsoDate },
  payments: readonly CreditPayment[],
): number | null {
  return xirr([
    { date: credit.paidOutOn, amount: -credit.amount },
    ...payments.map((payment) => ({ date: payment.date, amount: payment.amount })),
  ]);
}
