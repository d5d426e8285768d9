import { z } from 'zod';
import {
  startingRateBasisPoints,
  type IsoDate,
  type LoanProduct,
} from '#shared/domain/finance/index.ts';
import type { SqlDatabase } from '../../db/database.ts';
import type { Behaviour, EngineLoan, LoanState } from './types.ts';

const loanRow = z.object({
  id: z.number(),
  borrower_user_id: z.number(),
  product: z.enum(['reducing', 'fixed']),
  amount_cents: z.number(),
  annual_rate_bp: z.number(),
  term_months: z.number(),
  due_day: z.number(),
  behaviour: z.enum(['punctual', 'tardy', 'defaulter', 'unpaid']),
  behaviour_seed: z.number(),
  state: z.enum(['APPROVED', 'ACTIVE', 'ACTIVE_IN_ARREARS', 'CLOSED', 'CLOSED_WRITTEN_OFF']),
  listed_on: z.string(),
  disbursed_on: z.string().nullable(),
  mambu_loan_id: z.string().nullable(),
  reference_number: z.string().nullable(),
});

const toLoan = (row: z.output<typeof loanRow>): EngineLoan => ({
  id: row.id,
  borrowerUserId: row.borrower_user_id,
  product: row.product,
  amountCents: row.amount_cents,
  annualRateBasisPoints: row.annual_rate_bp,
  termMonths: row.term_months,
  dueDay: row.due_day,
  behaviour: row.behaviour,
  behaviourSeed: row.behaviour_seed,
  state: row.state,
  listedOn: row.listed_on,
  disbursedOn: row.disbursed_on,
  mambuLoanId: row.mambu_loan_id,
  referenceNumber: row.reference_number,
});

export interface LoanApplication {
  borrowerUserId: number;
  product: LoanProduct;
  amountCents: number;
  termMonths: number;
  dueDay: number;
  behaviour: Behaviour;
  behaviourSeed: number;
}

/**
 * Lists an approved loan for funding as of `day`, at its product's starting rate on that day
 * (9.90 % or 19.90 %, held to the temporary 10.00 % cap until 30.9.2021: product-history.ts);
 * autoinvest fills it from that day's run on. Returns its id.
 */
export function listLoan(db: SqlDatabase, application: LoanApplication, day: IsoDate): number {
  return db.run(
    `INSERT INTO engine_loans (borrower_user_id, product, amount_cents, annual_rate_bp,
       term_months, due_day, behaviour, behaviour_seed, state, listed_on)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'APPROVED', ?)`,
    application.borrowerUserId,
    application.product,
    application.amountCents,
    startingRateBasisPoints(application.product, day),
    application.termMonths,
    application.dueDay,
    application.behaviour,
    application.behaviourSeed,
    day,
  ).lastInsertRowid;
}

/** The real user's loan by its mambu_loan_id, if there is one. */
export function findLoanByMambuId(db: SqlDatabase, mambuLoanId: string): EngineLoan | undefined {
  const row = db.get(loanRow, 'SELECT * FROM engine_loans WHERE mambu_loan_id = ?', mambuLoanId);
  return row && toLoan(row);
}

/** A real user's loans, oldest listing first. */
export function loansOfBorrower(db: SqlDatabase, userId: number): EngineLoan[] {
  return db
    .all(
      loanRow,
      `SELECT * FROM engine_loans WHERE borrower_user_id = ? AND mambu_loan_id IS NOT NULL
       ORDER BY listed_on, id`,
      userId,
    )
    .map(toLoan);
}

export function getLoan(db: SqlDatabase, loanId: number): EngineLoan {
  const row = db.get(loanRow, 'SELECT * FROM engine_loans WHERE id = ?', loanId);
  if (!row) throw new Error(`No engine loan ${loanId}`);
  return toLoan(row);
}

/** Loans in one of `states`, listed by `day`, oldest listing first (the order funding follows). */
export function loansIn(db: SqlDatabase, states: readonly LoanState[], day: IsoDate): EngineLoan[] {
  return db
    .all(
      loanRow,
      `SELECT * FROM engine_loans WHERE state IN (SELECT value FROM json_each(?))
       AND listed_on <= ? ORDER BY listed_on, id`,
      JSON.stringify(states),
      day,
    )
    .map(toLoan);
}

/**
 * The active loans (ACTIVE or ACTIVE_IN_ARREARS) with an installment unpaid and due by `day`,
 * oldest listing first: the only ones whose borrower can pay or be late that day. An installment
 * is paid on its payment deadline at the earliest, which is never before its due date, and is
 * late only after it; a loan with nothing due yet has nothing to do, and a world of hundreds of
 * loans so walks the few that do.
 */
export function loansWithDueInstallments(db: SqlDatabase, day: IsoDate): EngineLoan[] {
  return db
    .all(
      loanRow,
      `SELECT * FROM engine_loans WHERE state IN ('ACTIVE', 'ACTIVE_IN_ARREARS') AND id IN (
         SELECT loan_id FROM engine_installments
         WHERE state IN ('PENDING', 'PARTIALLY_PAID', 'LATE') AND due_date <= ?)
       ORDER BY listed_on, id`,
      day,
    )
    .map(toLoan);
}

export function setLoanState(
  db: SqlDatabase,
  loanId: number,
  state: LoanState,
  day: IsoDate,
): void {
  const closing = state === 'CLOSED' || state === 'CLOSED_WRITTEN_OFF';
  db.run(
    `UPDATE engine_loans SET state = ?,
       disbursed_on = CASE WHEN ? = 'ACTIVE' THEN coalesce(disbursed_on, ?) ELSE disbursed_on END,
       closed_on = CASE WHEN ? THEN ? ELSE closed_on END
     WHERE id = ?`,
    state,
    state,
    day,
    closing ? 1 : 0,
    day,
    loanId,
  );
}

/** The earliest listing, where a fresh engine starts its days. */
export function firstListing(db: SqlDatabase): IsoDate | undefined {
  return (
    db.get(
      z.object({ day: z.string().nullable() }),
      'SELECT min(listed_on) AS day FROM engine_loans',
    )?.day ?? undefined
  );
}
