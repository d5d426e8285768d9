import {
  annuityPayment,
  annuitySchedule,
  monthlyLoanAccountFee,
  productRateBasisPoints,
  rescheduleAtRate,
  type AnnuityTerms,
  type Installment,
  type LoanProduct,
} from './annuity.ts';
import { annualPercentageRate } from './apr.ts';
import type { Cents } from './cents.ts';
import type { IsoDate } from './dates.ts';
import { assertDueDay } from './due-dates.ts';

/**
 * A loan offer's figures (borrower-and-shared.md §3 Loan application, §9), one module for the
 * sandbox's offers and the app's calculator, so the two cannot disagree.
 *
 * - The installment is the level annuity payment at the product's starting rate; the account
 *   fee is the price list's (annuity.ts: 0.30 % of the amount a month, at most 150 € a year).
 * - The payment plan is the one the borrower pays when every installment is paid on time: for
 *   the reducing-rate product the rate falls 0.1 point after each, and the rest of the loan is
 *   rescheduled at it, as the engine does (engine/reducing-rate.ts).
 * - The average nominal interest is the mean of the plan's rates; the APR is the consumer-credit
 *   formula over the plan's payments, fees included.
 * - The due dates and each period's interest days are due-dates.ts's, the rule the engine's
 *   schedule follows too: due day 31 is the last of every month (§5), its interest running to
 *   that day (30E/360 ISDA), so an offer due on the 31st prices the days to the month's end.
 */

export interface OfferTerms {
  /** The amount lent, in cents. */
  amount: Cents;
  termMonths: number;
  product: LoanProduct;
  /** 1–28, or 31 for the last of the month. */
  dueDay: number;
  /** The payout date, from which interest accrues. */
  startDate: IsoDate;
}

export interface OfferPlanRow {
  dueDate: IsoDate;
  /** The period's nominal annual rate, in basis points. */
  annualRateBasisPoints: number;
  principal: Cents;
  interest: Cents;
  fee: Cents;
  totalDue: Cents;
}

export interface Offer {
  /** The level payment of principal and interest, without the fee. */
  monthlyInstallment: Cents;
  monthlyFee: Cents;
  /** Installment plus fee. */
  totalInstallment: Cents;
  paymentPlan: OfferPlanRow[];
  /** The mean of the plan's nominal rates, as a fraction (0.0585 is 5.85 %). */
  averageNominalInterest: number;
  /** The fees of the first twelve installments (fewer when the term is shorter). */
  firstYearTotalFee: Cents;
  /** The annual percentage rate as a fraction; null when there is none. */
  annualPercentageRate: number | null;
}

/** The nominal rate (basis points) of each installment when every one is paid on time. */
export function onTimeRatePath(product: LoanProduct, termMonths: number): number[] {
  return Array.from({ length: termMonths }, (_, index) => productRateBasisPoints(product, index));
}

/**
 * The schedule when every installment is paid on time: at `rates[0]` first, rescheduled at each
 * lower rate once the installment before is paid (`rates[k]` is the k-th installment's rate).
 */
export function onTimeSchedule(terms: AnnuityTerms, rates: readonly number[]): Installment[] {
  let schedule = annuitySchedule(terms);
  for (let paid = 1; paid < rates.length; paid += 1) {
    const rate = rates[paid] ?? 0;
    if (rate !== rates[paid - 1]) schedule = rescheduleAtRate(terms, schedule, paid, rate);
  }
  return schedule;
}

/** The figures of an offer (see the module comment). */
export function computeOffer(terms: OfferTerms): Offer {
  assertDueDay(terms.dueDay);
  const rates = onTimeRatePath(terms.product, terms.termMonths);
  const startRate = rates[0] ?? productRateBasisPoints(terms.product, 0);
  const schedule = onTimeSchedule(
    {
      principal: terms.amount,
      annualRateBasisPoints: startRate,
      termMonths: terms.termMonths,
      dueDay: terms.dueDay,
      startDate: terms.startDate,
    },
    rates,
  );
  const paymentPlan = schedule.map((installment, index) => ({
    dueDate: installment.dueDate,
    annualRateBasisPoints: rates[index] ?? startRate,
    principal: installment.principal,
    interest: installment.interest,
    fee: installment.fee,
    totalDue: installment.totalDue,
  }));
  const monthlyInstallment = annuityPayment(terms.amount, startRate, terms.termMonths);
  const monthlyFee = monthlyLoanAccountFee(terms.amount);
  return {
    monthlyInstallment,
    monthlyFee,
    totalInstallment: monthlyInstallment + monthlyFee,
    paymentPlan,
    averageNominalInterest: rates.reduce((sum, rate) => sum + rate, 0) / rates.length / 10_000,
    firstYearTotalFee: paymentPlan.slice(0, 12).reduce((sum, row) => sum + row.fee, 0),
    annualPercentageRate: annualPercentageRate(
      { amount: terms.amount, paidOutOn: terms.startDate },
      paymentPlan.map((row) => ({ date: row.dueDate, amount: row.totalDue })),
    ),
  };
}
