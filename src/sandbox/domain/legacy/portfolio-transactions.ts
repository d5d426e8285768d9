import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';

/** Who a legacy transaction runs between: the kinds the old system names (From.Type, To.Type). */
export type LegacyPartyType = 'INVESTOR' | 'LOAN' | 'BANK' | 'SERVICE' | 'NEW_PORTFOLIO';

/** One row of an old portfolio's transaction list, its amount in cents as the investor sees it. */
export interface LegacyPortfolioTransaction {
  created: string;
  amountCents: number;
  type: string;
  from: LegacyPartyType;
  to: LegacyPartyType;
}

/*
 * Every entry on the old portfolio's free capital or loan parts, once, newest first; its
 * outgoing transfers are left out, so a transfer to the new portfolio is the one row that sent
 * it. The sign is the investor's: into free capital positive, out of it negative; an entry on a
 * part alone (a credit loss) as the part sees it.
 */
const TRANSACTIONS = `
WITH mine AS (
  SELECT id, kind FROM ledger_accounts
  WHERE owner_kind = 'legacy-portfolio' AND owner_id = ?1
    AND kind IN ('free-capital', 'invested-capital')
),
hits AS (
  SELECT e.id FROM mine a JOIN ledger_entries e ON e.debit_account_id = a.id
  UNION
  SELECT e.id FROM mine a JOIN ledger_entries e ON e.credit_account_id = a.id
)
SELECT e.booked_at, e.type, e.amount_cents, e.loan_id,
       d.kind AS debit_mine, c.kind AS credit_mine,
       da.owner_kind AS debit_owner, da.kind AS debit_kind,
       ca.owner_kind AS credit_owner, ca.kind AS credit_kind
FROM hits h
JOIN ledger_entries e ON e.id = h.id
JOIN ledger_accounts da ON da.id = e.debit_account_id
JOIN ledger_accounts ca ON ca.id = e.credit_account_id
LEFT JOIN mine d ON d.id = e.debit_account_id
LEFT JOIN mine c ON c.id = e.credit_account_id
ORDER BY e.booked_at DESC, e.id DESC`;

const row = z.object({
  booked_at: z.string(),
  type: z.string(),
  amount_cents: z.number(),
  loan_id: z.number().nullable(),
  debit_mine: z.string().nullable(),
  credit_mine: z.string().nullable(),
  debit_owner: z.string(),
  debit_kind: z.string(),
  credit_owner: z.string(),
  credit_kind: z.string(),
});
type Row = z.output<typeof row>;

function party(entry: Row, side: 'debit' | 'credit'): LegacyPartyType {
  const mine = side === 'debit' ? entry.debit_mine : entry.credit_mine;
  const owner = side === 'debit' ? entry.debit_owner : entry.credit_owner;
  const kind = side === 'debit' ? entry.debit_kind : entry.credit_kind;
  if (mine === 'free-capital') return 'INVESTOR';
  if (mine === 'invested-capital' || owner === 'loan') return 'LOAN';
  if (kind === 'outgoing-transfers') return 'NEW_PORTFOLIO';
  if (owner === 'marketplace') return 'SERVICE';
  // From the outside world: a borrower's payment for a loan, else the investor's bank.
  return entry.loan_id !== null ? 'LOAN' : 'BANK';
}

function signed(entry: Row): number {
  if (entry.debit_mine === 'free-capital') return entry.amount_cents;
  if (entry.credit_mine === 'free-capital') return -entry.amount_cents;
  return entry.debit_mine !== null ? entry.amount_cents : -entry.amount_cents;
}

/** The old portfolio's transactions, newest first (`GET api/legacy/transactions`). */
export function legacyPortfolioTransactions(
  db: SqlDatabase,
  legacyUserId: number,
): LegacyPortfolioTransaction[] {
  return db.all(row, TRANSACTIONS, legacyUserId).map((entry) => ({
    created: entry.booked_at,
    amountCents: signed(entry),
    type: entry.type,
    from: party(entry, 'credit'),
    to: party(entry, 'debit'),
  }));
}
