import { z } from 'zod';
import { typesOfFilter, type TransactionFilter } from '#shared/domain/transactions.ts';
import type { SqlDatabase } from '../../db/database.ts';
import {
  portfolioEntries,
  type EntrySide,
  type PortfolioEntry,
} from '../ledger/portfolio-entries.ts';
import type { UserDeposit } from './deposit-of-user.ts';

/** One row of a deposit's transaction list, amounts in cents as the investor sees them. */
export interface DepositTransaction {
  created: string;
  from: string;
  to: string;
  amountCents: number;
  type: string;
}

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
  entry: PortfolioEntry,
  side: EntrySide,
  names: { deposit: string; bank: string },
): string {
  if (side.mine === 'free-capital') return names.deposit;
  if (side.owner === 'marketplace') return MARKETPLACE_NAME;
  if (side.owner === 'legacy-portfolio') return legacyPortfolioName(side.ownerId);
  if (entry.loanId !== null) return loanName(entry.loanId);
  if (side.owner === 'world') return names.bank;
  return side.owner;
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

/** The deposit's transactions of [from, to), newest first, streamed (never gathered). */
export function* depositTransactions(
  db: SqlDatabase,
  deposit: UserDeposit,
  range: { from: Date; to: Date; filter: TransactionFilter },
): Generator<DepositTransaction> {
  const types = typesOfFilter(range.filter);
  const entries = portfolioEntries(
    db,
    { kind: deposit.owner, id: deposit.id },
    { from: range.from, to: range.to, ...(types === 'all' ? {} : { types }) },
  );
  const names = {
    deposit: deposit.mambuDepositId,
    bank: bankAccountOf(db, deposit) ?? deposit.referenceNumber,
  };
  for (const entry of entries) {
    yield {
      created: entry.bookedAt,
      from: party(entry, entry.credit, names),
      to: party(entry, entry.debit, names),
      amountCents: entry.signedCents,
      type: entry.type,
    };
  }
}
