import { z } from 'zod';
import { typesOfFilter, type TransactionFilter } from '#shared/domain/transactions.ts';
import type { SqlDatabase } from '../../db/database.ts';
import type { UserDeposit } from './deposit-of-user.ts';

/** One row of a deposit's transaction list, amounts in cents as the investor sees them. */
export interface DepositTransaction {
  created: string;
  from: string;
  to: string;
  amountCents: number;
  type: string;
}

/*
 * Every entry touching one of the deposit's accounts (its free capital and its loan parts), once:
 * an investment (free capital → a part) is one INVESTMENTS row, not two. The sign is the
 * investor's: money into free capital is positive, out of it negative; an entry that touches only
 * a part (a credit loss writing it off) counts as the part sees it.
 */
const TRANSACTIONS = `
WITH mine AS (SELECT id, kind FROM ledger_accounts WHERE owner_kind = ?1 AND owner_id = ?2),
hits AS (
  SELECT e.id FROM mine a
  JOIN ledger_entries e ON e.debit_account_id = a.id AND e.booked_at >= ?3 AND e.booked_at < ?4
  UNION
  SELECT e.id FROM mine a
  JOIN ledger_entries e ON e.credit_account_id = a.id AND e.booked_at >= ?3 AND e.booked_at < ?4
)
SELECT e.id, e.booked_at, e.type, e.amount_cents,
       d.kind AS debit_kind, c.kind AS credit_kind,
       da.owner_kind AS debit_owner, ca.owner_kind AS credit_owner
FROM hits h
JOIN ledger_entries e ON e.id = h.id
JOIN ledger_accounts da ON da.id = e.debit_account_id
JOIN ledger_accounts ca ON ca.id = e.credit_account_id
LEFT JOIN mine d ON d.id = e.debit_account_id
LEFT JOIN mine c ON c.id = e.credit_account_id
WHERE ?5 IS NULL OR e.type IN (SELECT value FROM json_each(?5))
ORDER BY e.booked_at DESC, e.id DESC`;

const row = z.object({
  id: z.number(),
  booked_at: z.string(),
  type: z.string(),
  amount_cents: z.number(),
  debit_kind: z.string().nullable(),
  credit_kind: z.string().nullable(),
  debit_owner: z.string(),
  credit_owner: z.string(),
});

/** What an account is, as a transaction's from or to. */
function party(owner: string, kind: string | null): string {
  if (kind === 'free-capital') return 'portfolio';
  if (kind === 'invested-capital') return 'loan part';
  if (owner === 'world') return 'bank';
  if (owner === 'marketplace') return 'Vertaislaina';
  return owner;
}

function signed(entry: z.output<typeof row>): number {
  if (entry.debit_kind === 'free-capital') return entry.amount_cents;
  if (entry.credit_kind === 'free-capital') return -entry.amount_cents;
  return entry.debit_kind !== null ? entry.amount_cents : -entry.amount_cents;
}

/** The deposit's transactions of [from, to), newest first, streamed (never gathered). */
export function* depositTransactions(
  db: SqlDatabase,
  deposit: UserDeposit,
  range: { from: Date; to: Date; filter: TransactionFilter },
): Generator<DepositTransaction> {
  const types = typesOfFilter(range.filter);
  const rows = db.iterate(
    row,
    TRANSACTIONS,
    deposit.owner,
    deposit.id,
    range.from.toISOString(),
    range.to.toISOString(),
    types === 'all' ? null : JSON.stringify(types),
  );
  for (const entry of rows) {
    yield {
      created: entry.booked_at,
      from: party(entry.credit_owner, entry.credit_kind),
      to: party(entry.debit_owner, entry.debit_kind),
      amountCents: signed(entry),
      type: entry.type,
    };
  }
}
