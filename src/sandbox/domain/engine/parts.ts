import { z } from 'zod';
import type { IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { balance } from '../ledger/balance.ts';
import { investedCapital, openAccount } from '../ledger/accounts.ts';
import type { Investor, LoanPart } from './types.ts';
import { bookingInstant } from './days.ts';

const partRow = z.object({
  id: z.number(),
  loan_id: z.number(),
  deposit_owner: z.enum(['investor-deposit', 'company-deposit', 'legacy-portfolio']),
  deposit_id: z.number(),
  amount_cents: z.number(),
});

/** A loan's parts in the order they were placed (the order every split lists them in). */
export function partsOf(db: SqlDatabase, loanId: number): LoanPart[] {
  return db
    .all(partRow, 'SELECT * FROM engine_loan_parts WHERE loan_id = ? ORDER BY id', loanId)
    .map((row) => ({
      id: row.id,
      loanId: row.loan_id,
      depositOwner: row.deposit_owner,
      depositId: row.deposit_id,
      amountCents: row.amount_cents,
    }));
}

export function addPart(
  db: SqlDatabase,
  loanId: number,
  investor: Investor,
  amountCents: number,
  day: IsoDate,
): LoanPart {
  const id = db.run(
    `INSERT INTO engine_loan_parts (loan_id, deposit_owner, deposit_id, amount_cents, placed_on)
     VALUES (?, ?, ?, ?, ?)`,
    loanId,
    investor.owner,
    investor.depositId,
    amountCents,
    day,
  ).lastInsertRowid;
  return { id, loanId, depositOwner: investor.owner, depositId: investor.depositId, amountCents };
}

/**
 * The investor's part of the loan grown by `amountCents`, or a new part when it holds none: an
 * investor holds at most one part of a loan (the table's key), so a purchase on the aftermarket
 * of a loan the buyer already funds adds to its part.
 */
export function growPart(
  db: SqlDatabase,
  loanId: number,
  investor: Investor,
  amountCents: number,
  day: IsoDate,
): LoanPart {
  const held = partsOf(db, loanId).find(
    (part) => part.depositOwner === investor.owner && part.depositId === investor.depositId,
  );
  if (!held) return addPart(db, loanId, investor, amountCents, day);
  db.run(
    'UPDATE engine_loan_parts SET amount_cents = amount_cents + ? WHERE id = ?',
    amountCents,
    held.id,
  );
  return { ...held, amountCents: held.amountCents + amountCents };
}

/** The part's ledger account (its principal still to be repaid), opened on first use. */
export function partAccount(db: SqlDatabase, part: LoanPart, day: IsoDate) {
  return openAccount(
    db,
    investedCapital(part.depositOwner, part.depositId, part.id),
    bookingInstant(day),
  );
}

/** What the part still has to be repaid, from the ledger. */
export function outstanding(db: SqlDatabase, part: LoanPart, day: IsoDate): number {
  return balance(db, partAccount(db, part, day).id);
}
