import type { LegacyPortfolio, LegacyTransaction } from '#shared/api/legacy.ts';
import { legacyViewKey, LAST_VIEW_LIMITS, type LastPortfolioView } from '#shared/offline-view.ts';

/**
 * The legacy portfolio page's last view: the legacy system's own figures (StartTime to EndTime:
 * the call takes no range) and the first rows of its list, in the order the server gave them.
 */
export function legacyLastView(seen: {
  legacyUserId: number;
  portfolio: LegacyPortfolio;
  transactions: readonly LegacyTransaction[];
  seenAt: number;
}): LastPortfolioView {
  return {
    portfolio: legacyViewKey(seen.legacyUserId),
    seenAt: new Date(seen.seenAt).toISOString(),
    figures: { ...seen.portfolio },
    figuresRange: null,
    transactions: {
      range: null,
      rows: seen.transactions.slice(0, LAST_VIEW_LIMITS.rows).map((row) => ({
        created: row.Created,
        type: row.Type,
        from: row.From.Type,
        to: row.To.Type,
        amountCents: row.Amount,
      })),
      total: seen.transactions.length,
    },
  };
}

/** The kept rows as the legacy list draws them. */
export function legacyTransactionsOf(view: LastPortfolioView): LegacyTransaction[] {
  return view.transactions.rows.map((row) => ({
    Created: row.created,
    Amount: row.amountCents,
    Type: row.type,
    From: { Type: row.from ?? '' },
    To: { Type: row.to ?? '' },
  }));
}
