import { z } from 'zod';
import { addDays, allocate, type IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { WORLD, openAccount } from '../ledger/accounts.ts';
import { postGroup, type Leg } from '../ledger/post.ts';
import { mix } from './behaviour.ts';
import { bookingInstant } from './days.ts';
import { freeCapitalAccount } from './investors.ts';
import { partsOf } from './parts.ts';

/** The days from debt collection to the sale of the claim, when a claim is sold. */
export const CREDIT_LOSS_SALE_DAYS = 90;

/**
 * Whether a written-off loan's claim is later sold to a debt purchaser, and for what share of the
 * written-off principal (basis points), decided from the loan's seed alone: about two in three
 * are sold, for 5–25 %.
 */
export function creditLossSaleShare(seed: number): number | null {
  const draw = mix(seed, 0x5a1e);
  if (draw % 3 === 0) return null;
  return 500 + (Math.floor(draw / 3) % 2001);
}

const soldLoan = z.object({ id: z.number(), behaviour_seed: z.number() });
const writtenOff = z.object({ cents: z.number() });

/**
 * The day's credit-loss sales (investor.md §3 CREDIT_LOSS_BUY_PRICE): each claim written off
 * CREDIT_LOSS_SALE_DAYS ago and chosen for sale pays its price, from the purchaser outside the
 * marketplace, into the free capital of the investors who lost it, split by what each lost.
 */
export function runCreditLossSales(db: SqlDatabase, day: IsoDate): void {
  const writtenOn = addDays(day, -CREDIT_LOSS_SALE_DAYS);
  const loans = db.all(
    soldLoan,
    `SELECT id, behaviour_seed FROM engine_loans
     WHERE state = 'CLOSED_WRITTEN_OFF' AND closed_on = ? ORDER BY id`,
    writtenOn,
  );
  const at = bookingInstant(day);
  for (const loan of loans) {
    const share = creditLossSaleShare(loan.behaviour_seed);
    if (share === null) continue;
    const parts = partsOf(db, loan.id);
    const lost = parts.map(
      (part) =>
        db.get(
          writtenOff,
          `SELECT coalesce(sum(amount_cents), 0) AS cents FROM ledger_entries
           WHERE type = 'CREDIT_LOSS_AMOUNT' AND loan_part_id = ?`,
          part.id,
        )?.cents ?? 0,
    );
    const total = lost.reduce((sum, cents) => sum + cents, 0);
    const price = Math.floor((total * share) / 10_000);
    if (price === 0) continue;
    const legs: Leg[] = [];
    allocate(price, lost).forEach((amountCents, index) => {
      const part = parts[index];
      if (!part || amountCents === 0) return;
      const investor = { owner: part.depositOwner, depositId: part.depositId };
      legs.push({
        debit: freeCapitalAccount(db, investor, day).id,
        credit: openAccount(db, WORLD, at).id,
        amountCents,
        type: 'CREDIT_LOSS_BUY_PRICE',
        ref: { loanId: loan.id, loanPartId: part.id },
      });
    });
    postGroup(db, { bookedAt: at, legs });
  }
}
