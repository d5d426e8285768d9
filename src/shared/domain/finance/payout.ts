import { addBankingDays, isBankingDay } from './banking-days.ts';
import type { IsoDate } from './dates.ts';

/**
 * A signed loan is paid out "2 to 4 banking days" after signing (borrower-and-shared.md §9). The
 * sandbox pays a loan funded in full on the 2nd banking day after it was signed, the earliest the
 * spec allows, and one funded later on the first banking day it is funded: deterministic, so
 * a demo and a test know the day.
 */
export const PAYOUT_BANKING_DAYS = 2;

/** The earliest day a loan signed on `signedOn` is paid out. */
export function earliestPayoutDay(signedOn: IsoDate): IsoDate {
  return addBankingDays(signedOn, PAYOUT_BANKING_DAYS);
}

/** Whether a loan signed on `signedOn` and funded in full is paid out on `day`. */
export function paidOutOn(signedOn: IsoDate, day: IsoDate): boolean {
  return day >= earliestPayoutDay(signedOn) && isBankingDay(day);
}
