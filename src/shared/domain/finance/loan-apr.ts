import {
  periodInterest,
  REDUCING_RATE_FLOOR_BASIS_POINTS,
  REDUCING_RATE_STEP_BASIS_POINTS,
  type LoanProduct,
} from './annuity.ts';
import { annualPercentageRate, type CreditPayment } from './apr.ts';
import type { Cents } from './cents.ts';
import { addDays, addMonths, type IsoDate } from './dates.ts';
import { defaultFirstDueDate, dueDateAfter, installmentPeriodDays, isDueDay } from './due-dates.ts';
import { onTimeSchedule } from './offer.ts';

/**
 * The effective annual interest (APR) of a running loan, worked out the way its offer's was
 * (offer.ts: the consumer-credit formula over the plan when every installment is paid on time,
 * fees included), from the day it was really paid out. On the payout day it is the offer's APR
 * moved by the days between the offer and the payout.
 *
 * The loan's data (borrower-and-shared.md §3 Borrower loan) carries no payout date, so it is
 * read from the first installment: its interest is the amount lent at the first rate for the
 * first period's 30E/360 days (due-dates.ts), so exactly the payout days whose period gives that
 * interest, and whose first due date is that installment's, fit. Where two days fit (the 30th
 * and the 31st count alike) the later is taken, the one that never understates the rate.
 *
 * - Installments already settled (paid, partly paid, late or cancelled) count as the loan has
 *   them, on their due dates, without the penalties: the APR leaves out the charges for not
 *   paying as agreed (Directive 2008/48/EC, Art. 19(2)).
 * - The installments still to come count as they will be if each is paid on time: the principal
 *   they still owe, rescheduled at each lower rate of the product (offer.ts `onTimeSchedule`),
 *   from the next one's rate down.
 * - When no payout day fits (a loan whose figures follow other rules), the payout is taken as a
 *   month before the first due date and the installments as listed; `payout` says so, for the
 *   page to say what it shows.
 */

export interface LoanInstallmentFigures {
  dueDate: IsoDate;
  principal: Cents;
  interest: Cents;
  fee: Cents;
  /** A discount granted on the installment, taken off what the borrower pays. */
  discount: Cents;
  /** The installment period's nominal annual rate, in basis points. */
  annualRateBasisPoints: number;
  /** Paid, partly paid, late or cancelled: its amounts are what the loan keeps. */
  settled: boolean;
}

export interface RunningLoan {
  /** The amount lent, in cents. */
  amount: Cents;
  product: LoanProduct;
  /** 1–28, or 31 for the last of the month; any other leaves the payout undetermined. */
  dueDay: number;
  installments: readonly LoanInstallmentFigures[];
}

export interface LoanApr {
  /** The APR as a fraction; null when there is none (no installments). */
  annualPercentageRate: number | null;
  paidOutOn: IsoDate;
  /**
   * `from-installments`: the payout day read from the first installment, the rest on time;
   * `assumed`: no day fits, so a month before the first due date, the installments as listed.
   */
  payout: 'from-installments' | 'assumed';
}

/** The first period is 28–59 calendar days (due-dates.ts); a few days either side to spare. */
const LONGEST_FIRST_PERIOD_DAYS = 62;
const SHORTEST_FIRST_PERIOD_DAYS = 27;

/**
 * The day a loan of `amount` was paid out, from its first installment (see the module comment),
 * or null when no day fits.
 */
export function payoutDateOf(
  amount: Cents,
  first: Pick<LoanInstallmentFigures, 'dueDate' | 'interest' | 'annualRateBasisPoints'>,
  dueDay: number,
): IsoDate | null {
  if (!isDueDay(dueDay) || dueDateAfter(first.dueDate, 0, dueDay) !== first.dueDate) return null;
  for (let days = SHORTEST_FIRST_PERIOD_DAYS; days <= LONGEST_FIRST_PERIOD_DAYS; days += 1) {
    const candidate = addDays(first.dueDate, -days);
    const interest = periodInterest(
      amount,
      first.annualRateBasisPoints,
      installmentPeriodDays(candidate, first.dueDate, dueDay),
    );
    if (interest === first.interest && defaultFirstDueDate(candidate, dueDay) === first.dueDate) {
      return candidate;
    }
  }
  return null;
}

const paid = (row: LoanInstallmentFigures): Cents =>
  row.principal + row.interest + row.fee - row.discount;

/**
 * The rate of each installment still to come if each is paid on time, from the next one's
 * `startRate`: the reducing product's 0.1 point less a month down to its floor (annuity.ts).
 */
function onTimeRates(product: LoanProduct, startRate: number, count: number): number[] {
  return Array.from({ length: count }, (_, k) =>
    product === 'fixed'
      ? startRate
      : Math.max(REDUCING_RATE_FLOOR_BASIS_POINTS, startRate - REDUCING_RATE_STEP_BASIS_POINTS * k),
  );
}

/**
 * The installments still to come, as paid on time from `from` (the last settled due date, or the
 * payout); null when their dates do not follow the due day after it.
 */
function comingOnTime(
  loan: RunningLoan,
  coming: readonly LoanInstallmentFigures[],
  from: IsoDate,
): CreditPayment[] | null {
  const next = coming[0];
  if (!next) return [];
  if (from >= next.dueDate) return null;
  const onDueDay = coming.every(
    (row, k) => row.dueDate === dueDateAfter(next.dueDate, k, loan.dueDay),
  );
  if (!onDueDay) return null;
  const rates = onTimeRates(loan.product, next.annualRateBasisPoints, coming.length);
  const schedule = onTimeSchedule(
    {
      principal: coming.reduce((sum, row) => sum + row.principal, 0),
      annualRateBasisPoints: rates[0] ?? next.annualRateBasisPoints,
      termMonths: coming.length,
      dueDay: loan.dueDay,
      startDate: from,
      firstDueDate: next.dueDate,
      feeBase: loan.amount,
    },
    rates,
  );
  return schedule.map((row) => ({ date: row.dueDate, amount: row.totalDue }));
}

/** The effective annual interest of a running loan (see the module comment). */
export function runningLoanApr(loan: RunningLoan): LoanApr | null {
  const installments = [...loan.installments].sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const first = installments[0];
  if (!first) return null;
  const paidOutOn = payoutDateOf(loan.amount, first, loan.dueDay);
  const settled = installments.filter((row) => row.settled);
  const coming = installments.filter((row) => !row.settled);
  const rest =
    paidOutOn === null ? null : comingOnTime(loan, coming, settled.at(-1)?.dueDate ?? paidOutOn);
  if (paidOutOn === null || rest === null) {
    const assumed = addMonths(first.dueDate, -1);
    return {
      annualPercentageRate: annualPercentageRate(
        { amount: loan.amount, paidOutOn: assumed },
        installments.map((row) => ({ date: row.dueDate, amount: paid(row) })),
      ),
      paidOutOn: assumed,
      payout: 'assumed',
    };
  }
  return {
    annualPercentageRate: annualPercentageRate({ amount: loan.amount, paidOutOn }, [
      ...settled.map((row) => ({ date: row.dueDate, amount: paid(row) })),
      ...rest,
    ]),
    paidOutOn,
    payout: 'from-installments',
  };
}
