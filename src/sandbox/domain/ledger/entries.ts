import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import { ENTRY_TYPES, type AccountId, type EntryType, type GroupId } from './types.ts';

/** An entry as one account sees it: money in is positive, money out negative. */
export interface AccountEntry {
  entryId: number;
  groupId: GroupId;
  bookedAt: string;
  type: EntryType;
  amountCents: number;
  counterAccountId: AccountId;
  loanId: number | null;
  loanPartId: number | null;
}

const entryRow = z
  .object({
    id: z.number(),
    group_id: z.number(),
    booked_at: z.string(),
    type: z.enum(ENTRY_TYPES),
    amount_cents: z.number(),
    counter_account_id: z.number(),
    loan_id: z.number().nullable(),
    loan_part_id: z.number().nullable(),
  })
  .transform((row): AccountEntry => ({
    entryId: row.id,
    groupId: row.group_id as GroupId,
    bookedAt: row.booked_at,
    type: row.type,
    amountCents: row.amount_cents,
    counterAccountId: row.counter_account_id as AccountId,
    loanId: row.loan_id,
    loanPartId: row.loan_part_id,
  }));

// Each arm walks one of the account indexes in booked_at order and the compound ORDER BY merges
// them, so rows stream in time order; SQLite sorts by id only the entries of one same instant.
const side = (account: string, counter: string, sign: string) => `
SELECT id, group_id, booked_at, type, ${sign}amount_cents AS amount_cents,
       ${counter} AS counter_account_id, loan_id, loan_part_id
FROM ledger_entries
WHERE ${account} = ?1 AND booked_at >= ?2 AND booked_at < ?3
  AND (?4 IS NULL OR type IN (SELECT value FROM json_each(?4)))`;

const ENTRIES = `${side('debit_account_id', 'credit_account_id', '')}
UNION ALL ${side('credit_account_id', 'debit_account_id', '-')}
ORDER BY booked_at, id`;

export interface EntryRange {
  /** Inclusive. */
  from: Date;
  /** Exclusive. */
  to: Date;
  /** Only these types; all when absent. */
  types?: readonly EntryType[];
}

/**
 * The account's entries booked in [from, to), oldest first, streamed from the database: a large
 * account's range may hold a million rows, which must never be gathered into one array.
 */
export function entries(
  db: SqlDatabase,
  account: AccountId,
  range: EntryRange,
): IterableIterator<AccountEntry> {
  return db.iterate(
    entryRow,
    ENTRIES,
    account,
    range.from.toISOString(),
    range.to.toISOString(),
    range.types ? JSON.stringify(range.types) : null,
  );
}
