import { z } from 'zod';
import { addBankingDays, type IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { legacyOutgoingTransfers, openAccount } from '../ledger/accounts.ts';
import { post } from '../ledger/post.ts';
import { bookingInstant } from '../engine/days.ts';
import { freeCapitalAccount } from '../engine/investors.ts';
import { PAYOUT_BANKING_DAYS } from '../engine/withdrawals.ts';
import { legacyPortfolio } from './fixed-rate-loans.ts';

/**
 * A transfer from the old portfolio reaches the new one after as many banking days as a
 * withdrawal reaches the bank (investor.md §9: 1 to 3 banking days; the success screen says 2).
 */
export const TRANSFER_BANKING_DAYS = PAYOUT_BANKING_DAYS;

/**
 * Books a transfer of `amountCents` from the old portfolio's free capital to its outgoing
 * transfers (INTERNAL_TRANSFER, at `at` on Helsinki day `day`), to reach the personal deposit
 * `depositId` two banking days later. The caller has checked the free capital. Returns the day
 * it arrives.
 */
export function bookLegacyTransfer(
  db: SqlDatabase,
  legacyUserId: number,
  depositId: number,
  amountCents: number,
  moment: { day: IsoDate; at: Date },
): IsoDate {
  const arrivesOn = addBankingDays(moment.day, TRANSFER_BANKING_DAYS);
  db.transaction(() => {
    const entryId = post(db, {
      debit: openAccount(db, legacyOutgoingTransfers(legacyUserId), moment.at).id,
      credit: freeCapitalAccount(db, legacyPortfolio(legacyUserId), moment.day).id,
      amountCents,
      type: 'INTERNAL_TRANSFER',
      bookedAt: moment.at,
    });
    db.run(
      'INSERT INTO engine_legacy_transfers (entry_id, deposit_id, arrives_on) VALUES (?, ?, ?)',
      entryId,
      depositId,
      arrivesOn,
    );
  });
  return arrivesOn;
}

const dueRow = z.object({
  id: z.number(),
  deposit_id: z.number(),
  amount_cents: z.number(),
  legacy_user_id: z.number(),
});

/**
 * The day's arrivals: every transfer due by `day` moves from its old portfolio's outgoing
 * transfers into the new deposit's free capital (INTERNAL_TRANSFER again, so both portfolios
 * list it), its amount from the entry that sent it.
 */
export function deliverLegacyTransfers(db: SqlDatabase, day: IsoDate): void {
  const due = db.all(
    dueRow,
    `SELECT t.id, t.deposit_id, e.amount_cents, a.owner_id AS legacy_user_id
     FROM engine_legacy_transfers t
     JOIN ledger_entries e ON e.id = t.entry_id
     JOIN ledger_accounts a ON a.id = e.debit_account_id
     WHERE t.arrived_on IS NULL AND t.arrives_on <= ? ORDER BY t.id`,
    day,
  );
  const at = bookingInstant(day);
  for (const transfer of due) {
    post(db, {
      debit: freeCapitalAccount(
        db,
        { owner: 'investor-deposit', depositId: transfer.deposit_id },
        day,
      ).id,
      credit: openAccount(db, legacyOutgoingTransfers(transfer.legacy_user_id), at).id,
      amountCents: transfer.amount_cents,
      type: 'INTERNAL_TRANSFER',
      bookedAt: at,
    });
    db.run('UPDATE engine_legacy_transfers SET arrived_on = ? WHERE id = ?', day, transfer.id);
  }
}
