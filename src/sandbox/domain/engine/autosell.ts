import { z } from 'zod';
import { autosellFee as feeOfSold, type IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { MARKETPLACE_FEES, openAccount } from '../ledger/accounts.ts';
import { post } from '../ledger/post.ts';
import { sellOnAftermarket } from './aftermarket.ts';
import { bookingInstant } from './days.ts';
import { freeCapitalAccount, freeCapitalOf } from './investors.ts';
import { activeAutosell, activeAutosells, type Autosell } from './autosell-requests.ts';
import type { Investor } from './types.ts';
import { bookWithdrawal } from './withdrawals.ts';

/** What the status call shows: the request, and what is still to be sold to cover it. */
export interface AutosellStatus {
  active: boolean;
  requestedCents: number;
  remainingCents: number;
}

/**
 * What is still to be sold: the part of the request the free capital does not cover yet. Read
 * from the ledger, so repayments coming in during the sale count as well as the sales.
 */
function remainingToSell(db: SqlDatabase, autosell: Autosell, day: IsoDate): number {
  return Math.max(0, autosell.requestedCents - freeCapitalOf(db, autosell.investor, day));
}

export function autosellStatus(db: SqlDatabase, investor: Investor, day: IsoDate): AutosellStatus {
  const autosell = activeAutosell(db, investor);
  if (!autosell) return { active: false, requestedCents: 0, remainingCents: 0 };
  return {
    active: true,
    requestedCents: autosell.requestedCents,
    remainingCents: remainingToSell(db, autosell, day),
  };
}

/** What the request has sold so far, summed from its AUTOSELL_TRANSACTION entries. */
function soldBy(db: SqlDatabase, autosell: Autosell): number {
  return (
    db.get(
      z.object({ cents: z.number() }),
      `SELECT coalesce(sum(e.amount_cents), 0) AS cents FROM engine_autosell_sales s
       JOIN ledger_entries e ON e.id = s.entry_id WHERE s.autosell_id = ?`,
      autosell.id,
    )?.cents ?? 0
  );
}

/** The sales fee of what the request sold: the shared rule the confirm dialog shows too. */
export function autosellFee(db: SqlDatabase, autosell: Autosell): number {
  return feeOfSold(soldBy(db, autosell));
}

type Ending = 'completed' | 'stopped' | 'cancelled';

/**
 * Ends the request: the fee on what it sold is booked once (TRANSACTION_FEE, the sales fee), then
 * `withdrawCents` (already net of that fee) is withdrawn, if any. The caller has checked that the
 * free capital covers both.
 */
function endAutosell(
  db: SqlDatabase,
  autosell: Autosell,
  ending: Ending,
  withdrawCents: number,
  now: { day: IsoDate; at: Date },
): void {
  db.transaction(() => {
    const fee = autosellFee(db, autosell);
    if (fee > 0) {
      post(db, {
        debit: openAccount(db, MARKETPLACE_FEES, now.at).id,
        credit: freeCapitalAccount(db, autosell.investor, now.day).id,
        amountCents: fee,
        type: 'TRANSACTION_FEE',
        bookedAt: now.at,
      });
    }
    if (withdrawCents > 0) bookWithdrawal(db, autosell.investor, withdrawCents, now.day, now.at);
    db.run(
      'UPDATE engine_autosells SET state = ?, ended_at = ? WHERE id = ?',
      ending,
      now.at.toISOString(),
      autosell.id,
    );
  });
}

/** Once the free capital covers the request: the request less the fee goes to the bank. */
function completeIfCovered(
  db: SqlDatabase,
  autosell: Autosell,
  now: { day: IsoDate; at: Date },
): void {
  if (remainingToSell(db, autosell, now.day) > 0) return;
  endAutosell(db, autosell, 'completed', autosell.requestedCents - autosellFee(db, autosell), now);
}

/**
 * Starts selling for a withdrawal of `requestedCents`, more than the free capital; autoinvest
 * leaves the deposit alone while it runs (investors.ts). Should the free capital already cover
 * it, the withdrawal is made at once, with nothing sold and no fee.
 */
export function startAutosell(
  db: SqlDatabase,
  investor: Investor,
  requestedCents: number,
  now: { day: IsoDate; at: Date },
): void {
  db.transaction(() => {
    const id = db.run(
      `INSERT INTO engine_autosells (deposit_owner, deposit_id, requested_cents, state,
         requested_at) VALUES (?, ?, ?, 'active', ?)`,
      investor.owner,
      investor.depositId,
      requestedCents,
      now.at.toISOString(),
    ).lastInsertRowid;
    completeIfCovered(db, { id, investor, requestedCents }, now);
  });
}

/**
 * Cancels the request: nothing more is sold; what was sold stays sold and its money stays as free
 * capital, less the sales fee of what was sold (investor.md §9: 1 % of investments sold on the
 * aftermarket), which a cancel does not undo. Returns false when no request is active.
 */
export function cancelAutosell(
  db: SqlDatabase,
  investor: Investor,
  now: { day: IsoDate; at: Date },
): boolean {
  const autosell = activeAutosell(db, investor);
  if (!autosell) return false;
  endAutosell(db, autosell, 'cancelled', 0, now);
  return true;
}

/**
 * "Stop and withdraw what has been collected" (investor.md §4, step 4): nothing more is sold, the
 * fee on what was sold is booked, and `amountCents` (at most the free capital, which the client
 * offers) less that fee is withdrawn. Returns false when the free capital does not cover the
 * amount, or the amount does not cover the fee.
 */
export function stopAutosell(
  db: SqlDatabase,
  autosell: Autosell,
  amountCents: number,
  now: { day: IsoDate; at: Date },
): boolean {
  const fee = autosellFee(db, autosell);
  if (amountCents > freeCapitalOf(db, autosell.investor, now.day) || amountCents <= fee)
    return false;
  endAutosell(db, autosell, 'stopped', amountCents - fee, now);
  return true;
}

/**
 * The day's autosell, before autoinvest places the buyers' capital in new loans: each active
 * request, oldest first, sells what its free capital still lacks, and when that is covered the
 * withdrawal is made.
 */
export function runAutosells(db: SqlDatabase, day: IsoDate): void {
  const now = { day, at: bookingInstant(day) };
  const active = activeAutosells(db);
  for (const autosell of active) {
    const wanted = remainingToSell(db, autosell, day);
    if (wanted > 0) {
      for (const entryId of sellOnAftermarket(db, autosell.investor, wanted, day)) {
        db.run(
          'INSERT INTO engine_autosell_sales (autosell_id, entry_id) VALUES (?, ?)',
          autosell.id,
          entryId,
        );
      }
    }
    completeIfCovered(db, autosell, now);
  }
}
