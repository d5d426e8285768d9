import { z } from 'zod';
import type { IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { WORLD, freeCapital, openAccount } from '../ledger/accounts.ts';
import { balance } from '../ledger/balance.ts';
import { post } from '../ledger/post.ts';
import type { Investor } from './types.ts';
import { bookingInstant } from './days.ts';

/** Lets autoinvest place the deposit's free capital (or stops it). */
export function setAutoinvest(db: SqlDatabase, investor: Investor, active: boolean): void {
  db.run(
    `INSERT INTO engine_investors (deposit_owner, deposit_id, autoinvest) VALUES (?, ?, ?)
     ON CONFLICT (deposit_owner, deposit_id) DO UPDATE SET autoinvest = excluded.autoinvest`,
    investor.owner,
    investor.depositId,
    active ? 1 : 0,
  );
}

/** Whether the deposit has chosen autoinvest (an autosell may still hold it off). */
export function choosesAutoinvest(db: SqlDatabase, investor: Investor): boolean {
  const row = db.get(
    z.object({ autoinvest: z.number() }),
    'SELECT autoinvest FROM engine_investors WHERE deposit_owner = ? AND deposit_id = ?',
    investor.owner,
    investor.depositId,
  );
  return row?.autoinvest === 1;
}

/**
 * The deposits autoinvest places, in its fixed order: personal deposits before company ones,
 * then by deposit id, so a replay funds every loan from the same investors. A deposit selling
 * for a withdrawal (autosell) is left out, its own choice kept for when the sale ends.
 */
export function autoinvestors(db: SqlDatabase): Investor[] {
  return db
    .all(
      z.object({
        deposit_owner: z.enum(['investor-deposit', 'company-deposit']),
        deposit_id: z.number(),
      }),
      `SELECT deposit_owner, deposit_id FROM engine_investors i WHERE autoinvest = 1
       AND NOT EXISTS (SELECT 1 FROM engine_autosells a WHERE a.state = 'active'
         AND a.deposit_owner = i.deposit_owner AND a.deposit_id = i.deposit_id)
       ORDER BY deposit_owner DESC, deposit_id`,
    )
    .map((row) => ({ owner: row.deposit_owner, depositId: row.deposit_id }));
}

export function freeCapitalAccount(db: SqlDatabase, investor: Investor, day: IsoDate) {
  return openAccount(db, freeCapital(investor.owner, investor.depositId), bookingInstant(day));
}

export function freeCapitalOf(db: SqlDatabase, investor: Investor, day: IsoDate): number {
  return balance(db, freeCapitalAccount(db, investor, day).id);
}

/** A bank transfer in with the deposit's reference number: money from the outside world. */
export function depositFunds(
  db: SqlDatabase,
  investor: Investor,
  amountCents: number,
  day: IsoDate,
): void {
  const at = bookingInstant(day);
  post(db, {
    debit: freeCapitalAccount(db, investor, day).id,
    credit: openAccount(db, WORLD, at).id,
    amountCents,
    type: 'DEPOSIT',
    bookedAt: at,
  });
}
