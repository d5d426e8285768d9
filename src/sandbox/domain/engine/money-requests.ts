import { helsinkiToday } from '#shared/domain/date-range.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { bookingInstant } from './days.ts';
import { activeAutosell } from './autosell-requests.ts';
import { cancelAutosell, startAutosell, stopAutosell } from './autosell.ts';
import { freeCapitalOf } from './investors.ts';
import type { Investor } from './types.ts';
import { bookWithdrawal } from './withdrawals.ts';

/**
 * The investor's withdrawal requests (investor.md §4, §7), booked at the clock's instant on its
 * Helsinki day. The caller has run the engine up to that instant.
 */
export type RequestOutcome = { ok: true } | { ok: false; reason: 'not-enough-money' };

const NOT_ENOUGH: RequestOutcome = { ok: false, reason: 'not-enough-money' };
const DONE: RequestOutcome = { ok: true };

/**
 * The request's day and booking instant: the clock's, but never before the instant the engine
 * books that day's events at (days.ts), which have already run; so a request made in the morning
 * follows the day's repayments and deposits in the ledger, as it did in fact.
 */
export function moment(now: Date) {
  const day = helsinkiToday(now);
  const dayEvents = bookingInstant(day);
  return { day, at: now < dayEvents ? dayEvents : now };
}

/** While an autosell is active, any withdrawal request stops it and withdraws what was collected. */
function stopIfSelling(
  db: SqlDatabase,
  investor: Investor,
  amountCents: number,
  at: ReturnType<typeof moment>,
): RequestOutcome | undefined {
  const autosell = activeAutosell(db, investor);
  if (!autosell) return undefined;
  return stopAutosell(db, autosell, amountCents, at) ? DONE : NOT_ENOUGH;
}

/**
 * A withdrawal without autosell (`POST .../withdraw`): at most the free capital. While an autosell
 * is active, a withdrawal is the "stop and withdraw what has been collected" of §4 (autosell.ts).
 */
export function requestWithdrawal(
  db: SqlDatabase,
  investor: Investor,
  amountCents: number,
  now: Date,
): RequestOutcome {
  const at = moment(now);
  const stopped = stopIfSelling(db, investor, amountCents, at);
  if (stopped) return stopped;
  if (amountCents > freeCapitalOf(db, investor, at.day)) return NOT_ENOUGH;
  bookWithdrawal(db, investor, amountCents, at.day, at.at);
  return DONE;
}

/**
 * A withdrawal with autosell (`POST .../auto-sell/withdraw`): the part of the amount above the
 * free capital is sold from the deposit's loan parts day by day, then the amount less the 1 % fee
 * of what was sold goes to the bank.
 *
 * Decision (the spec shows only the client): the same call while a request is active is the
 * client's "stop and withdraw what has been collected", offered only when there is free capital:
 * the amount posted must be within the free capital, selling stops, and that amount less the fee
 * of what was sold is withdrawn. A second request never runs beside the first.
 */
export function requestAutosell(
  db: SqlDatabase,
  investor: Investor,
  amountCents: number,
  now: Date,
): RequestOutcome {
  const at = moment(now);
  const stopped = stopIfSelling(db, investor, amountCents, at);
  if (stopped) return stopped;
  startAutosell(db, investor, amountCents, at);
  return DONE;
}

/** `POST .../auto-sell/cancel`; false when no request is active. */
export function requestAutosellCancel(db: SqlDatabase, investor: Investor, now: Date): boolean {
  return cancelAutosell(db, investor, moment(now));
}
