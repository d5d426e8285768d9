import type { SqlDatabase } from '../../db/database.ts';
import {
  portfolioEntries,
  type EntrySide,
  type PortfolioEntry,
} from '../ledger/portfolio-entries.ts';

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

const KINDS = ['free-capital', 'invested-capital'] as const;

function party(entry: PortfolioEntry, side: EntrySide): LegacyPartyType {
  if (side.mine === 'free-capital') return 'INVESTOR';
  if (side.mine === 'invested-capital' || side.owner === 'loan') return 'LOAN';
  if (side.kind === 'outgoing-transfers') return 'NEW_PORTFOLIO';
  if (side.owner === 'marketplace') return 'SERVICE';
  // From the outside world: a borrower's payment for a loan, else the investor's bank.
  return entry.loanId !== null ? 'LOAN' : 'BANK';
}

/**
 * The old portfolio's transactions, newest first (`GET api/legacy/transactions`): every entry on
 * its free capital or loan parts, once. Its outgoing transfers are left out, so a transfer to the
 * new portfolio is the one row that sent it.
 */
export function legacyPortfolioTransactions(
  db: SqlDatabase,
  legacyUserId: number,
): LegacyPortfolioTransaction[] {
  const owner = { kind: 'legacy-portfolio', id: legacyUserId } as const;
  return Array.from(portfolioEntries(db, owner, { accountKinds: KINDS }), (entry) => ({
    created: entry.bookedAt,
    amountCents: entry.signedCents,
    type: entry.type,
    from: party(entry, entry.credit),
    to: party(entry, entry.debit),
  }));
}
