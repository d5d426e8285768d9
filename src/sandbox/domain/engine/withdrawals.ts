import { z } from 'zod';
import { addBankingDays, type IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { OUTGOING_PAYMENTS, WORLD, openAccount } from '../ledger/accounts.ts';
import { post } from '../ledger/post.ts';
import { bookingInstant } from './days.ts';
import { freeCapitalAccount } from './investors.ts';
import type { Investor } from './types.ts';

/** A withdrawal reaches the investor's bank this many Finnish banking days after it is booked. */
export const PAYOUT_BANKING_DAYS = 2;

/**
 * Books a withdrawal of `amountCents` from the deposit's free capital (WITHDRAWAL, at `at`, on
 * Helsinki day `day`) to the outgoing payments, to be paid to the bank two banking days later.
 * The caller has checked the free capital. Returns the day it will be paid.
 */
export function bookWithdrawal(
  db: SqlDatabase,
  investor: Investor,
  amountCents: number,
  day: IsoDate,
  at: Date,
): IsoDate {
  const paysOn = addBankingDays(day, PAYOUT_BANKING_DAYS);
  db.transaction(() => {
    const entryId = post(db, {
      debit: openAccount(db, OUTGOING_PAYMENTS, at).id,
      credit: freeCapitalAccount(db, investor, day).id,
      amountCents,
      type: 'WITHDRAWAL',
      bookedAt: at,
    });
    db.run('INSERT INTO engine_withdrawals (entry_id, pays_on) VALUES (?, ?)', entryId, paysOn);
  });
  return paysOn;
}

const dueRow = z.object({ id: z.number(), amount_cents: z.number() });

/** The day's payouts: every withdrawal due by `day` leaves for the bank, its amount from its entry. */
export function payDueWithdrawals(db: SqlDatabase, day: IsoDate): void {
  const due = db.all(
    dueRow,
    `SELECT w.id, e.amount_cents FROM engine_withdrawals w
     JOIN ledger_entries e ON e.id = w.entry_id
     WHERE w.paid_on IS NULL AND w.pays_on <= ? ORDER BY w.id`,
    day,
  );
  const at = bookingInstant(day);
  for (const withdrawal of due) {
    post(db, {
      debit: openAccount(db, WORLD, at).id,
      credit: openAccount(db, OUTGOING_PAYMENTS, at).id,
      amountCents: withdrawal.amount_cents,
      type: 'WITHDRAWAL',
      bookedAt: at,
    });
    db.run('UPDATE engine_withdrawals SET paid_on = ? WHERE id = ?', day, withdrawal.id);
  }
}
