import { assertCents, divideRounded, percentOf, type Cents } from './cents.ts';
import { dateParts, type IsoDate } from './dates.ts';
import {
  assertDueDay,
  defaultFirstDueDate,
  dueDateAfter,
  installmentPeriodDays,
} from './due-dates.ts';

/**
 * Annuity repayment schedules in cents, on the model of a Mambu loan account (ARCHITECTURE.md
 * §5): each installment has a due date and its principal, interest and fee due.
 *
 * Choices, pinned by annuity.test.ts:
 * - Interest is counted on the 30E/360 basis. With a due day of 1–28 every regular period is
 *   exactly 30 days, so each month's interest is exactly balance × rate / 12 and the annuity
 *   formula (which assumes equal periods) amortises the loan to the cent; actual/365 would make
 *   February's interest smaller than March's and leave the level payment slightly wrong every
 *   month, for the last installment to absorb. A borrower also sees the same interest for the
 *   same balance in every month, which is easier to explain on an invoice.
 * - The first period runs from the start (payout) date to the first due date, 28–59 days on that
 *   basis (see `firstDueDate`). Its interest is charged in full with the first installment, whose
 *   principal is what a regular 30-day month would repay: the first installment differs from the
 *   level payment by the odd days' interest, and every later one is level. (Scaling the level
 *   payment for the broken period instead fails on long, dear loans: 20 000 € at 19.90 % over 84
 *   months has a level payment under two months' interest, so the first installment could not
 *   even pay its own interest.)
 * - Each installment's interest is rounded to the cent half-even (cents.ts explains why); the
 *   level payment to the nearest cent; the last installment repays the whole remaining balance,
 *   so the principals always sum exactly to the loan.
 * - The loan account fee (borrower-and-shared.md §9 price list: 0.01 % a day of the original
 *   amount, charged 0.30 % monthly, at most 150.00 € a year) is 0.30 % of the original amount a
 *   month, at most 12.50 € a month: the yearly cap spread evenly, so installments stay equal and
 *   no twelve consecutive months ever exceed 150.00 €.
 * - Due day 31 is the last of the month (borrower-and-shared.md §9: 30 or 31, February's 28 or
 *   29). Its interest counts the last of a month as the 30th (30E/360 ISDA), so every regular
 *   period is again exactly 30 days and the payments stay level; plain 30E/360 would count
 *   31 Jan–28 Feb as 28 days and 28 Feb–31 Mar as 32. The due dates and the period days are
 *   due-dates.ts's, the one rule the offer and the engine share.
 */

/** The reducing-rate product starts at 9.90 % (borrower-and-shared.md §9). */
export const REDUCING_RATE_START_BASIS_POINTS = 990;
/** …falls 0.1 percentage point for each month paid on time… */
export const REDUCING_RATE_STEP_BASIS_POINTS = 10;
/** …down to 2.90 %. */
export const REDUCING_RATE_FLOOR_BASIS_POINTS = 290;
/** The fixed-rate product: 19.90 %. */
export const FIXED_RATE_BASIS_POINTS = 1990;
/** Loan account fee: 0.30 % of the original amount a month (borrower-and-shared.md §9). */
export const LOAN_ACCOUNT_FEE_MONTHLY_BASIS_POINTS = 30;
/** …at most 150.00 € a year, so at most 12.50 € a month. */
export const LOAN_ACCOUNT_FEE_YEARLY_CAP: Cents = 15_000;

export type LoanProduct = 'reducing' | 'fixed';

export interface AnnuityTerms {
  /** The amount lent (or, when rescheduling, the balance still owed), in cents. */
  principal: Cents;
  /** Annual nominal rate in basis points: 990 is 9.90 %. */
  annualRateBasisPoints: number;
  /** Number of monthly installments. */
  termMonths: number;
  /** Day of the month installments fall due: 1–28, or 31 for the last of every month. */
  dueDay: number;
  /** The payout date, from which interest accrues. */
  startDate: IsoDate;
  /**
   * The first due date (on the due day); by default the first date on `dueDay` at least one
   * month after the start, so the first period is 28–59 days (30E/360; a calendar month) and a borrower never pays within the first month.
   */
  firstDueDate?: IsoDate;
  /** The original loan amount the account fee is a share of; `principal` by default. */
  feeBase?: Cents;
}

export interface Installment {
  /** 1 for the first installment of the loan. */
  number: number;
  dueDate: IsoDate;
  principal: Cents;
  interest: Cents;
  fee: Cents;
  /** principal + interest + fee. */
  totalDue: Cents;
  /** The principal still owed once this installment is paid. */
  balanceAfter: Cents;
}

/** The nominal rate of the reducing-rate product after `monthsPaidOnTime` months paid on time. */
export function reducingRateBasisPoints(monthsPaidOnTime: number): number {
  if (!Number.isSafeInteger(monthsPaidOnTime) || monthsPaidOnTime < 0) {
    throw new RangeError(`Months paid on time must be a whole number ≥ 0, got ${monthsPaidOnTime}`);
  }
  return Math.max(
    REDUCING_RATE_FLOOR_BASIS_POINTS,
    REDUCING_RATE_START_BASIS_POINTS - REDUCING_RATE_STEP_BASIS_POINTS * monthsPaidOnTime,
  );
}

/** The nominal rate of a product, in basis points, after `monthsPaidOnTime` months. */
export function productRateBasisPoints(product: LoanProduct, monthsPaidOnTime: number): number {
  return product === 'fixed' ? FIXED_RATE_BASIS_POINTS : reducingRateBasisPoints(monthsPaidOnTime);
}

/** The monthly loan account fee for a loan of `originalAmount` (see the module comment). */
export function monthlyLoanAccountFee(originalAmount: Cents): Cents {
  assertCents(originalAmount, 'original amount');
  if (originalAmount < 0) throw new RangeError('The original amount cannot be negative');
  return Math.min(
    percentOf(originalAmount, LOAN_ACCOUNT_FEE_MONTHLY_BASIS_POINTS),
    LOAN_ACCOUNT_FEE_YEARLY_CAP / 12,
  );
}

/**
 * Interest on `balance` for `days` (30E/360) days at `annualRateBasisPoints`, in cents, half-even:
 * balance × rate × days / 360, computed exactly.
 */
export function periodInterest(balance: Cents, annualRateBasisPoints: number, days: number): Cents {
  const numerator = BigInt(balance) * BigInt(annualRateBasisPoints) * BigInt(days);
  return Number(divideRounded(numerator, 10_000n * 360n));
}

/**
 * The level monthly payment (principal and interest, without the fee) that repays `principal`
 * over `termMonths` months of 30 days: A = P · i / (1 − (1 + i)^−n) with i = r / 12. Rounded to
 * the cent: the exactness of the schedule never depends on this float, only its level does.
 */
export function annuityPayment(
  principal: Cents,
  annualRateBasisPoints: number,
  termMonths: number,
): Cents {
  if (annualRateBasisPoints === 0) return Math.round(principal / termMonths);
  const monthly = annualRateBasisPoints / 10_000 / 12;
  return Math.round((principal * monthly) / (1 - (1 + monthly) ** -termMonths));
}

/** The repayment schedule of an annuity loan (see the module comment for every rounding). */
export function annuitySchedule(terms: AnnuityTerms): Installment[] {
  const { principal, annualRateBasisPoints, termMonths, dueDay, startDate } = terms;
  assertCents(principal, 'principal');
  if (principal < 0) throw new RangeError('The principal cannot be negative');
  if (!Number.isSafeInteger(annualRateBasisPoints) || annualRateBasisPoints < 0) {
    throw new RangeError(`The rate must be whole basis points ≥ 0, got ${annualRateBasisPoints}`);
  }
  if (!Number.isSafeInteger(termMonths) || termMonths < 1 || termMonths > 1200) {
    throw new RangeError(`The term must be 1–1200 months, got ${termMonths}`);
  }
  assertDueDay(dueDay);
  dateParts(startDate);
  const firstDueDate = terms.firstDueDate ?? defaultFirstDueDate(startDate, dueDay);
  if (dueDateAfter(firstDueDate, 0, dueDay) !== firstDueDate || firstDueDate <= startDate) {
    throw new RangeError(
      `The first due date ${firstDueDate} must fall on day ${dueDay} after the start`,
    );
  }
  const fee = monthlyLoanAccountFee(terms.feeBase ?? principal);
  const payment = annuityPayment(principal, annualRateBasisPoints, termMonths);

  const installments: Installment[] = [];
  let balance = principal;
  let previousDate = startDate;
  for (let number = 1; number <= termMonths; number += 1) {
    const dueDate = dueDateAfter(firstDueDate, number - 1, dueDay);
    const interest = periodInterest(
      balance,
      annualRateBasisPoints,
      installmentPeriodDays(previousDate, dueDate, dueDay),
    );
    // The first period may be longer or shorter than a month; its principal is a regular month's.
    const regularInterest =
      number === 1 ? periodInterest(balance, annualRateBasisPoints, 30) : interest;
    const repaid =
      number === termMonths ? balance : Math.min(Math.max(payment - regularInterest, 0), balance);
    balance -= repaid;
    installments.push({
      number,
      dueDate,
      principal: repaid,
      interest,
      fee,
      totalDue: repaid + interest + fee,
      balanceAfter: balance,
    });
    previousDate = dueDate;
  }
  return installments;
}

/**
 * The schedule after the rate changes once `paidInstallments` installments are paid (the
 * reducing-rate product after each month paid on time): those installments are kept as they
 * were, and the balance still owed is spread over the same remaining due dates at the new rate,
 * with a new level payment. `terms` are the loan's original terms.
 */
export function rescheduleAtRate(
  terms: AnnuityTerms,
  schedule: readonly Installment[],
  paidInstallments: number,
  newAnnualRateBasisPoints: number,
): Installment[] {
  if (
    !Number.isSafeInteger(paidInstallments) ||
    paidInstallments < 0 ||
    paidInstallments >= schedule.length
  ) {
    throw new RangeError(
      `Paid installments must be 0–${schedule.length - 1}, got ${paidInstallments}`,
    );
  }
  const kept = schedule.slice(0, paidInstallments);
  const lastPaid = kept.at(-1);
  const next = schedule[paidInstallments];
  if (!next) throw new RangeError('The schedule has no installment left to reschedule');
  const rest = annuitySchedule({
    principal: lastPaid ? lastPaid.balanceAfter : terms.principal,
    annualRateBasisPoints: newAnnualRateBasisPoints,
    termMonths: schedule.length - paidInstallments,
    dueDay: terms.dueDay,
    startDate: lastPaid ? lastPaid.dueDate : terms.startDate,
    firstDueDate: next.dueDate,
    feeBase: terms.feeBase ?? terms.principal,
  });
  return [
    ...kept,
    ...rest.map((installment) => ({
      ...installment,
      number: installment.number + paidInstallments,
    })),
  ];
}
