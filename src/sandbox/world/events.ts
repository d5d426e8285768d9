import { addDays, type IsoDate } from '#shared/domain/finance/index.ts';
import { helsinkiToday } from '#shared/domain/date-range.ts';
import type { SqlDatabase } from '../db/database.ts';
import { bookingInstant } from '../domain/engine/days.ts';
import { setBorrowerPayments } from '../domain/engine/borrower-loans.ts';
import { depositFunds, setAutoinvest } from '../domain/engine/investors.ts';
import { loansOfBorrower } from '../domain/engine/loans.ts';
import { runUntil } from '../domain/engine/run.ts';
import type { Investor } from '../domain/engine/types.ts';
import { placeFixedRateLoan, type FixedRateInvestment } from '../domain/legacy/fixed-rate-loans.ts';
import { byDay } from './by-day.ts';

/**
 * Something an investor does on a day: money in from their bank, autoinvest on or off, or (on
 * the old platform) a fixed-rate loan funded from an old portfolio; or a borrower stops paying.
 */
export type WorldEvent =
  | { day: IsoDate; kind: 'transfer'; investor: Investor; cents: number }
  | { day: IsoDate; kind: 'autoinvest'; investor: Investor; active: boolean }
  | { day: IsoDate; kind: 'fixed-rate-loan'; legacyUserId: number; loan: FixedRateInvestment }
  | { day: IsoDate; kind: 'borrower-stops-paying'; userId: number; listedOn: IsoDate };

function apply(db: SqlDatabase, event: WorldEvent): void {
  if (event.kind === 'transfer') depositFunds(db, event.investor, event.cents, event.day);
  else if (event.kind === 'autoinvest') setAutoinvest(db, event.investor, event.active);
  else if (event.kind === 'fixed-rate-loan') {
    placeFixedRateLoan(db, event.legacyUserId, event.loan, event.day);
  } else stopPaying(db, event.userId, event.listedOn);
}

/** A persona borrower's loan listed on `listedOn` is left unpaid from now on. */
function stopPaying(db: SqlDatabase, userId: number, listedOn: IsoDate): void {
  const loan = loansOfBorrower(db, userId).find((candidate) => candidate.listedOn === listedOn);
  if (!loan) throw new Error(`User ${userId} has no loan listed on ${listedOn}`);
  setBorrowerPayments(db, loan, 'unpaid');
}

/**
 * Plays the events up to `now` between the engine's days: the engine runs up to the eve of each
 * event's day, the event happens, and that day's run (payments, then autoinvest) sees it, as if
 * the investor had acted that morning. Events after today are left out: the ledger never holds
 * money that has not arrived yet. The engine is then run up to `now`.
 */
export function playEvents(db: SqlDatabase, events: readonly WorldEvent[], now: Date): void {
  const today = helsinkiToday(now);
  const due = events.filter((event) => event.day <= today).sort(byDay);
  let eve: IsoDate | undefined;
  for (const event of due) {
    const dayBefore = addDays(event.day, -1);
    if (dayBefore !== eve) runUntil(db, bookingInstant(dayBefore));
    eve = dayBefore;
    apply(db, event);
  }
  runUntil(db, now);
}
