import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import type { AccountId, AccountKey, DepositOwner, LedgerAccount } from './types.ts';

export const WORLD: AccountKey = { owner: 'world', kind: 'clearing' };
/** Withdrawals on their way to the bank (paid after banking days, withdrawals.ts). */
export const OUTGOING_PAYMENTS: AccountKey = { owner: 'world', kind: 'outgoing-payments' };
export const MARKETPLACE_FEES: AccountKey = { owner: 'marketplace', kind: 'fee-income' };

export const freeCapital = (owner: DepositOwner, depositId: number): AccountKey => ({
  owner,
  ownerId: depositId,
  kind: 'free-capital',
});
export const investedCapital = (
  owner: DepositOwner,
  depositId: number,
  loanPartId: number,
): AccountKey => ({ owner, ownerId: depositId, kind: 'invested-capital', loanPartId });
export const loanPrincipal = (loanId: number): AccountKey => ({
  owner: 'loan',
  ownerId: loanId,
  kind: 'principal',
});
/** An old portfolio's transfers to the user's new portfolio, on their way (migration 0009). */
export const legacyOutgoingTransfers = (legacyUserId: number): AccountKey => ({
  owner: 'legacy-portfolio',
  ownerId: legacyUserId,
  kind: 'outgoing-transfers',
});
export const borrowerReceivable = (userId: number): AccountKey => ({
  owner: 'borrower',
  ownerId: userId,
  kind: 'receivable',
});

/** A ledger_accounts row as read back. */
export const accountRow = z.object({
  id: z.number(),
  owner_kind: z.string(),
  owner_id: z.number().nullable(),
  kind: z.string(),
  loan_part_id: z.number().nullable(),
  opened_at: z.string(),
});

/** The key as its four columns; the singletons have no owner id, only parts have a part id. */
function columns(key: AccountKey): [string, number | null, string, number | null] {
  const ownerId = 'ownerId' in key ? key.ownerId : null;
  const partId = key.kind === 'invested-capital' ? key.loanPartId : null;
  return [key.owner, ownerId, key.kind, partId];
}

const toAccount = (row: z.output<typeof accountRow>, key: AccountKey): LedgerAccount => ({
  id: row.id as AccountId,
  key,
  openedAt: row.opened_at,
});

export function findAccount(db: SqlDatabase, key: AccountKey): LedgerAccount | undefined {
  // IS rather than =, so the NULL columns of the singletons match; the owner index serves both.
  const row = db.get(
    accountRow,
    `SELECT * FROM ledger_accounts
     WHERE owner_kind = ? AND owner_id IS ? AND kind = ? AND loan_part_id IS ?`,
    ...columns(key),
  );
  return row && toAccount(row, key);
}

/** Finds the account, opening it as of `at` when it does not exist yet. */
export function openAccount(db: SqlDatabase, key: AccountKey, at: Date): LedgerAccount {
  return db.transaction(() => {
    const found = findAccount(db, key);
    if (found) return found;
    const [owner, ownerId, kind, partId] = columns(key);
    const { lastInsertRowid } = db.run(
      `INSERT INTO ledger_accounts (owner_kind, owner_id, kind, loan_part_id, opened_at)
       VALUES (?, ?, ?, ?, ?)`,
      owner,
      ownerId,
      kind,
      partId,
      at.toISOString(),
    );
    return { id: lastInsertRowid as AccountId, key, openedAt: at.toISOString() };
  });
}
