import type { PortfolioKpis } from '#shared/api/investor.ts';
import type { DateRange } from '#shared/domain/date-range.ts';
import type { TransactionRow, TransactionTable } from '#shared/domain/transaction-table.ts';
import { depositViewKey, LAST_VIEW_LIMITS, type LastPortfolioView } from '#shared/offline-view.ts';

/** What the fair-credit portfolio page showed: its figures and its list, each with its range. */
export interface DepositSeen {
  depositId: string;
  kpis: PortfolioKpis;
  figuresRange: DateRange;
  table: TransactionTable;
  listRange: DateRange;
  /** When the answers came (epoch ms). */
  seenAt: number;
}

/** The figures the answer has (total value and sellable capital only when the gateway sent them). */
function presentFigures(kpis: PortfolioKpis): LastPortfolioView['figures'] {
  return Object.fromEntries(Object.entries(kpis).filter(([, value]) => value !== undefined));
}

/** The page's last view: every figure, and the list's first rows in its order. */
export function depositLastView(seen: DepositSeen): LastPortfolioView {
  const shown = Math.min(seen.table.length, LAST_VIEW_LIMITS.rows);
  const rows: TransactionRow[] = Array.from({ length: shown }, (_, index) =>
    seen.table.rowAt(index),
  );
  return {
    portfolio: depositViewKey(seen.depositId),
    seenAt: new Date(seen.seenAt).toISOString(),
    figures: presentFigures(seen.kpis),
    figuresRange: seen.figuresRange,
    transactions: {
      range: seen.listRange,
      rows: rows.map(({ created, type, from, to, amountCents }) => ({
        created,
        type,
        from,
        to,
        amountCents,
      })),
      total: seen.table.length,
    },
  };
}
