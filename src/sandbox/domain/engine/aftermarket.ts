import { z } from 'zod';
import {
  autoinvestCovers,
  autoinvestPartSize,
  type IsoDate,
} from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { postGroup } from '../ledger/post.ts';
import { bookingInstant } from './days.ts';
import { investingAutoinvestors } from './autoinvest-state.ts';
import { freeCapitalAccount, freeCapitalOf } from './investors.ts';
import { growPart, outstanding, partAccount } from './parts.ts';
import { overdue } from './schedule.ts';
import type { Investor, LoanPart } from './types.ts';

const sameInvestor = (a: Investor, b: Investor) =>
  a.owner === b.owner && a.depositId === b.depositId;

const partRow = z.object({ id: z.number(), loan_id: z.number(), amount_cents: z.number() });

/**
 * The seller's parts that can be sold: those of loans being repaid with principal outstanding,
 * oldest part first, in arrears too as long as autoinvest covers the loan (overdue up to 90
 * days, finance/late-payment.ts). Parts of loans not yet paid out find no buyer here. This is
 * what the portfolio calls sellable (sellableCapital).
 */
function sellableParts(db: SqlDatabase, seller: Investor, day: IsoDate): LoanPart[] {
  return db
    .all(
      partRow,
      `SELECT p.id, p.loan_id, p.amount_cents FROM engine_loan_parts p
       JOIN engine_loans l ON l.id = p.loan_id
       WHERE p.deposit_owner = ? AND p.deposit_id = ?
         AND l.state IN ('ACTIVE', 'ACTIVE_IN_ARREARS') ORDER BY p.id`,
      seller.owner,
      seller.depositId,
    )
    .map((row) => ({
      id: row.id,
      loanId: row.loan_id,
      depositOwner: seller.owner,
      depositId: seller.depositId,
      amountCents: row.amount_cents,
    }))
    .filter(
      (part) =>
        outstanding(db, part, day) > 0 &&
        autoinvestCovers(overdue(db, part.loanId, day)[0]?.dueDate, day),
    );
}

/**
 * The deposit's sellable capital: the outstanding principal of the parts the aftermarket sells.
 * The portfolio's `sellable_capital` and the autosell read this one figure, so a sale asked for
 * within it finds its parts on sale.
 */
export function sellableCapital(db: SqlDatabase, seller: Investor, day: IsoDate): number {
  return sellableParts(db, seller, day).reduce((sum, part) => sum + outstanding(db, part, day), 0);
}

/**
 * Sells up to `wantedCents` of the seller's loan parts on the aftermarket, at their outstanding
 * principal, to the other investors' autoinvest, in its fixed order. A buyer takes a piece of a
 * part sized by the autoinvest terms for the aftermarket (3.00 % of its free capital within
 * 20.00–1000.00 €, but under 20.00 € when the offer or its free capital is smaller), one piece of
 * each part a day; so a part is bought whole or split. A buyer may already hold a part of the
 * loan, which the purchase grows (parts.ts): autoinvest gives every investor a part of nearly
 * every loan, so buying only loans new to the buyer would leave a seller without buyers. Only
 * the investors autoinvest places money for today buy (autoinvest-state.ts).
 * Each sale is one ledger group: the buyer's free capital into its new part (INVESTMENTS) and
 * the same principal out of the seller's part into the seller's free capital
 * (AUTOSELL_TRANSACTION). Returns the ids of the seller's AUTOSELL_TRANSACTION entries.
 */
export function sellOnAftermarket(
  db: SqlDatabase,
  seller: Investor,
  wantedCents: number,
  day: IsoDate,
): number[] {
  const at = bookingInstant(day);
  const buyers = investingAutoinvestors(db, day).filter((buyer) => !sameInvestor(buyer, seller));
  const sales: number[] = [];
  let wanted = wantedCents;
  for (const part of sellableParts(db, seller, day)) {
    for (const buyer of buyers) {
      if (wanted <= 0) return sales;
      const left = outstanding(db, part, day);
      if (left <= 0) break;
      const size = autoinvestPartSize(freeCapitalOf(db, buyer, day), {
        market: 'aftermarket',
        offered: Math.min(left, wanted),
      });
      if (size <= 0) continue;
      const bought = growPart(db, part.loanId, buyer, size, day);
      const { entryIds } = postGroup(db, {
        bookedAt: at,
        legs: [
          {
            debit: partAccount(db, bought, day).id,
            credit: freeCapitalAccount(db, buyer, day).id,
            amountCents: size,
            type: 'INVESTMENTS',
            ref: { loanId: part.loanId, loanPartId: bought.id },
          },
          {
            debit: freeCapitalAccount(db, seller, day).id,
            credit: partAccount(db, part, day).id,
            amountCents: size,
            type: 'AUTOSELL_TRANSACTION',
            ref: { loanId: part.loanId, loanPartId: part.id },
          },
        ],
      });
      const sale = entryIds[1];
      if (sale !== undefined) sales.push(sale);
      wanted -= size;
    }
  }
  return sales;
}
