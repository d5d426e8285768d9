import { z } from 'zod';
import { addBankingDays, PAYOUT_BANKING_DAYS } from '#shared/domain/finance/index.ts';
import { MEMORY, openDatabase, type SqlDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { depositFunds, setAutoinvest } from '../domain/engine/investors.ts';
import { listLoan, type LoanApplication } from '../domain/engine/loans.ts';
import type { Investor } from '../domain/engine/types.ts';
import { accountRow } from '../domain/ledger/accounts.ts';

/** A migrated, empty in-memory database: the engine needs no personas. */
export async function emptyWorld(): Promise<SqlDatabase> {
  const db = await openDatabase(MEMORY);
  migrate(db);
  return db;
}

/** An investor with autoinvest on and `cents` deposited on `day`. */
export function investor(db: SqlDatabase, depositId: number, cents: number, day: string): Investor {
  const who: Investor = { owner: 'investor-deposit', depositId };
  setAutoinvest(db, who, true);
  if (cents > 0) depositFunds(db, who, cents, day);
  return who;
}

export const application = (overrides: Partial<LoanApplication> = {}): LoanApplication => ({
  borrowerUserId: 900,
  product: 'fixed',
  amountCents: 100_000,
  termMonths: 12,
  dueDay: 15,
  behaviour: 'punctual',
  behaviourSeed: 1,
  ...overrides,
});

/**
 * Lists a loan to be paid out on `day` (a banking day) once funded: signed the 2 banking days
 * before that a payout takes (finance/payout.ts).
 */
export function list(db: SqlDatabase, day: string, overrides: Partial<LoanApplication> = {}) {
  return listLoan(db, application(overrides), addBankingDays(day, -PAYOUT_BANKING_DAYS));
}

/** Noon in Helsinki on `day`, as the clock would read it. */
export const noon = (day: string) => new Date(`${day}T10:00:00.000Z`);

const accountBalance = accountRow.omit({ opened_at: true }).extend({ balance: z.number() });

/** Every ledger account with its balance, from the entries in one pass. */
export function allBalances(db: SqlDatabase) {
  return db.all(
    accountBalance,
    `SELECT a.id, a.owner_kind, a.owner_id, a.kind, a.loan_part_id,
       coalesce((SELECT sum(amount_cents) FROM ledger_entries WHERE debit_account_id = a.id), 0)
       - coalesce((SELECT sum(amount_cents) FROM ledger_entries WHERE credit_account_id = a.id), 0)
       AS balance
     FROM ledger_accounts a ORDER BY a.id`,
  );
}

const entryRow = z.object({
  type: z.string(),
  amount_cents: z.number(),
  booked_at: z.string(),
  loan_id: z.number().nullable(),
  loan_part_id: z.number().nullable(),
});

/** The entries of one type, in booking order. */
export function entriesOfType(db: SqlDatabase, type: string) {
  return db.all(
    entryRow,
    'SELECT type, amount_cents, booked_at, loan_id, loan_part_id FROM ledger_entries WHERE type = ? ORDER BY id',
    type,
  );
}
