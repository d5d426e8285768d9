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
SELECT e.id, e.booked_at, e.type, e.amount_cents, e.loan_id,
       d.kind AS debit_kind, c.kind AS credit_kind,
       da.owner_kind AS debit_owner, ca.owner_kind AS credit_owner,
       da.owner_id AS debit_owner_id, ca.owner_id AS credit_owner_id
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
  loan_id: z.number().nullable(),
  debit_kind: z.string().nullable(),
  credit_kind: z.string().nullable(),
  debit_owner: z.string(),
  credit_owner: z.string(),
  debit_owner_id: z.number().nullable(),
  credit_owner_id: z.number().nullable(),
});

/** The marketplace's company, as the receiver of fees. */
const MARKETPLACE_NAME = 'Vertaislaina Oy';

/** A loan as the transaction list names it (a persona's loans are named LN… too). */
const loanName = (loanId: number) => `LN${loanId}`;

/** An old fixed-rate portfolio, by its legacy user id (the other side of an internal transfer). */
const legacyPortfolioName = (legacyUserId: number | null) => `LEGACY-${legacyUserId ?? ''}`;

/**
 * Who a transaction's from or to is, as identifiers rather than words (the list shows them as
 * sent, in every language): the deposit by its id, a loan part or a borrower's payment by the
 * loan, the investor's bank by their account (or the deposit's reference number), the
 * marketplace by its name, an old fixed-rate portfolio by its legacy user.
 */
function party(
  entry: z.output<typeof row>,
  side: 'debit' | 'credit',
  names: { deposit: string; bank: string },
): string {
  const kind = side === 'debit' ? entry.debit_kind : entry.credit_kind;
  const owner = side === 'debit' ? entry.debit_owner : entry.credit_owner;
  if (kind === 'free-capital') return names.deposit;
  if (owner === 'marketplace') return MARKETPLACE_NAME;
  if (owner === 'legacy-portfolio') {
    return legacyPortfolioName(side === 'debit' ? entry.debit_owner_id : entry.credit_owner_id);
  }
  if (entry.loan_id !== null) return loanName(entry.loan_id);
  if (owner === 'world') return names.bank;
  return owner;
}

const ibanRow = z.object({ iban: z.string() });

/** The account the deposit's owner has given for payouts, if any. */
function bankAccountOf(db: SqlDatabase, deposit: UserDeposit): string | undefined {
  return db.get(
    ibanRow,
    `SELECT b.iban FROM bank_accounts b JOIN deposits d
       ON (d.user_id IS NOT NULL AND b.user_id = d.user_id)
       OR (d.company_id IS NOT NULL AND b.company_id = d.company_id)
     WHERE d.id = ? ORDER BY b.id LIMIT 1`,
    deposit.id,
  )?.iban;
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
  const names = {
    deposit: deposit.mambuDepositId,
    bank: bankAccountOf(db, deposit) ?? deposit.referenceNumber,
  };
  for (const entry of rows) {
    yield {
      created: entry.booked_at,
      from: party(entry, 'credit', names),
      to: party(entry, 'debit', names),
      amountCents: signed(entry),
      type: entry.type,
    };
  }
}
