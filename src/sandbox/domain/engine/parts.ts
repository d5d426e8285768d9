import { z } from 'zod';
import type { IsoDate } from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import { END_OF_TIME, balance, balanceBeforeSql } from '../ledger/balance.ts';
import { investedCapital, openAccount } from '../ledger/accounts.ts';
import type { AccountId } from '../ledger/types.ts';
import type { Investor, LoanPart } from './types.ts';
import { bookingInstant } from './days.ts';

const partRow = z.object({
  id: z.number(),
  loan_id: z.number(),
  deposit_owner: z.enum(['investor-deposit', 'company-deposit', 'legacy-portfolio']),
  deposit_id: z.number(),
  amount_cents: z.number(),
});

const toPart = (row: z.output<typeof partRow>): LoanPart => ({
  id: row.id,
  loanId: row.loan_id,
  depositOwner: row.deposit_owner,
  depositId: row.deposit_id,
  amountCents: row.amount_cents,
});

/** A loan's parts in the order they were placed (the order every split lists them in). */
export function partsOf(db: SqlDatabase, loanId: number): LoanPart[] {
  return db
    .all(partRow, 'SELECT * FROM engine_loan_parts WHERE loan_id = ? ORDER BY id', loanId)
    .map(toPart);
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

/** A part with its two accounts' ids and what it still has to be repaid. */
export interface PartPosition {
  part: LoanPart;
  partAccount: AccountId;
  freeCapitalAccount: AccountId;
  outstandingCents: number;
}

const positionRow = partRow.extend({
  part_account: z.number().nullable(),
  free_account: z.number().nullable(),
  outstanding: z.number(),
});

// Both accounts exist once a part holds money (its INVESTMENTS entry moved it from the deposit's
// free capital); a part without them is an engine error, not a part to skip.
const POSITIONS = `
SELECT p.*, pa.id AS part_account, fa.id AS free_account,
  ${balanceBeforeSql('pa.id', `'${END_OF_TIME}'`)} AS outstanding
FROM engine_loan_parts p
LEFT JOIN ledger_accounts pa ON pa.owner_kind = p.deposit_owner AND pa.owner_id = p.deposit_id
  AND pa.kind = 'invested-capital' AND pa.loan_part_id = p.id
LEFT JOIN ledger_accounts fa ON fa.owner_kind = p.deposit_owner AND fa.owner_id = p.deposit_id
  AND fa.kind = 'free-capital' AND fa.loan_part_id IS NULL
WHERE p.loan_id = ? ORDER BY p.id`;

/**
 * A funded loan's parts in placing order, each with its accounts and its outstanding principal,
 * in one query: a repayment splits to every part, and a world of a thousand loans pays tens of
 * thousands of installments.
 */
export function partPositions(db: SqlDatabase, loanId: number): PartPosition[] {
  return db.all(positionRow, POSITIONS, loanId).map((row) => {
    if (row.part_account === null || row.free_account === null)
      throw new Error(`Part ${row.id} of loan ${loanId} holds no money`);
    return {
      part: toPart(row),
      partAccount: row.part_account as AccountId,
      freeCapitalAccount: row.free_account as AccountId,
      outstandingCents: row.outstanding,
    };
  });
}
