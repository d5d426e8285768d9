import { nextBankingDay } from './banking-days.ts';
import { BASIS_POINTS_PER_UNIT, assertCents, divideRounded, type Cents } from './cents.ts';
import { daysBetween, type IsoDate } from './dates.ts';

/**
 * What a borrower's late payment means, by the loan terms (borrower-and-shared.md §9 "Terms":
 * reminders after 14 days and again after 14 more, 5 EUR each; penalty interest at least the
 * loan interest for 180 days; whole loan due if unpaid invoices reach 5.00 percent of the
 * original amount; credit default entry after over 60 days; §1: the reducing rate falls each
 * month a payment is made on time, "before reminder") and by Finnish law where the terms lean
 * on it (named at each rule).
 */

/**
 * The day a payment due on `dueDate` must arrive by: the due date itself, or, when that is no
 * Finnish banking day, the next banking day. A payment that arrives then is not late. Source:
 * Laki säädettyjen määräaikain laskemisesta (150/1930) 5 §, which moves a deadline falling on a
 * Sunday or public holiday, Saturday, Independence Day, May Day, Christmas or Midsummer Eve to
 * the next working day, and Finnish banks' practice of moving a due date on a non-banking day to
 * the next banking day.
 */
export function paymentDeadline(dueDate: IsoDate): IsoDate {
  return nextBankingDay(dueDate);
}

/** Whole days a payment is late on `day` (0 up to and on its deadline). */
export function daysLate(dueDate: IsoDate, day: IsoDate): number {
  return Math.max(0, daysBetween(paymentDeadline(dueDate), day));
}

/** Reminders go out when an invoice is this many days late: after 14 days and 14 more. */
const FIRST_REMINDER_DAYS_LATE = 14;
export const REMINDER_DAYS_LATE: readonly number[] = [FIRST_REMINDER_DAYS_LATE, 28];

/** How many reminders an invoice unpaid on `day` has had by the end of that day. */
export function remindersDue(dueDate: IsoDate, day: IsoDate): number {
  const late = daysLate(dueDate, day);
  return REMINDER_DAYS_LATE.filter((threshold) => late >= threshold).length;
}

/**
 * "On time" for the reducing rate (§1: "each month a payment is made on time (before
 * reminder)"): paid before the first reminder. The reminder of the 14th day late is sent at the
 * end of that day, after the day's payments, so a payment arriving on the 14th day is still on
 * time; one on the 15th is not.
 */
export function paidBeforeReminder(dueDate: IsoDate, paidOn: IsoDate): boolean {
  return daysLate(dueDate, paidOn) <= FIRST_REMINDER_DAYS_LATE;
}

/**
 * The credit default entry comes "after over 60 days" late: on the 61st day, not the 60th. The
 * engine sends the loan to debt collection on that day.
 */
export const CREDIT_DEFAULT_AFTER_DAYS_LATE = 60;

export function isCreditDefault(dueDate: IsoDate, day: IsoDate): boolean {
  return daysLate(dueDate, day) > CREDIT_DEFAULT_AFTER_DAYS_LATE;
}

/**
 * Penalty interest is charged at the loan's own nominal rate for at most 180 days from the
 * deadline. Source: the terms ("at least the loan interest for 180 days") and Korkolaki
 * (633/1982) 4 § 3 mom., by which a consumer pays penalty interest at the credit's higher
 * contractual rate for at most 180 days from the due date. After that the Act's statutory rate
 * (the reference rate + 7 points) would apply; the sandbox does not model it (no reference-rate
 * table), and its loans go to debt collection long before.
 */
export const PENALTY_INTEREST_MAX_DAYS = 180;
/** Penalty interest counts actual days over a 365-day year, as the Interest Act's does. */
export const PENALTY_INTEREST_DAYS_IN_YEAR = 365;

/**
 * The penalty interest on `overdueCents` (the unpaid invoice) paid `daysLate` days late, at the
 * loan's nominal rate, rounded half-even to the cent.
 */
export function penaltyInterest(
  overdueCents: Cents,
  annualRateBasisPoints: number,
  lateDays: number,
): Cents {
  assertCents(overdueCents, 'overdue amount');
  if (!Number.isSafeInteger(lateDays) || lateDays < 0) {
    throw new RangeError(`Days late must be a whole number ≥ 0, got ${lateDays}`);
  }
  const days = Math.min(lateDays, PENALTY_INTEREST_MAX_DAYS);
  return Number(
    divideRounded(
      BigInt(overdueCents) * BigInt(annualRateBasisPoints) * BigInt(days),
      BigInt(BASIS_POINTS_PER_UNIT) * BigInt(PENALTY_INTEREST_DAYS_IN_YEAR),
    ),
  );
}

/** The whole loan falls due when the unpaid invoices reach 5.00 % of the original amount. */
export const ACCELERATION_THRESHOLD_BASIS_POINTS = 500;

export function wholeLoanFallsDue(unpaidInvoicesCents: Cents, originalAmountCents: Cents): boolean {
  return (
    unpaidInvoicesCents > 0 &&
    BigInt(unpaidInvoicesCents) * BigInt(BASIS_POINTS_PER_UNIT) >=
      BigInt(originalAmountCents) * BigInt(ACCELERATION_THRESHOLD_BASIS_POINTS)
  );
}

/**
 * Autoinvest "covers loans overdue up to 90 days" (investor.md §9): a loan whose oldest unpaid
 * invoice is at most 90 days late can still be bought into; one later cannot.
 */
export const AUTOINVEST_MAX_DAYS_OVERDUE = 90;

export function autoinvestCovers(oldestUnpaidDueDate: IsoDate | undefined, day: IsoDate): boolean {
  return (
    oldestUnpaidDueDate === undefined ||
    daysLate(oldestUnpaidDueDate, day) <= AUTOINVEST_MAX_DAYS_OVERDUE
  );
}
