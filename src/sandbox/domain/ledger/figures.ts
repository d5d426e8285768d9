import { z } from 'zod';
import type { SqlDatabase } from '../../db/database.ts';
import { balanceBeforeSql } from './balance.ts';
import { depositFlows, type DepositFlows, type Portfolio } from './flows.ts';

/** A portfolio's holdings at an instant, in cents: balances as balance.ts reads them. */
export interface DepositPositions {
  freeCapital: number;
  activeInvestments: number;
  nrActiveInvestments: number;
  portfolioValue: number;
}

/**
 * A deposit's figures (investor.md §3 KPIs) that follow from the ledger alone, in cents: the flows
 * booked in [from, to) (flows.ts) and the positions as of `to`. ROI (XIRR) and portfolio growth
 * need cash-flow dates and valuations and are computed elsewhere.
 */
export type DepositFigures = DepositFlows & DepositPositions;

const positionsRow = z.object({
  free_capital: z.number(),
  active_investments: z.number(),
  nr_active_investments: z.number(),
});

// Each account's balance as balance.ts reads it.
const POSITIONS = `
WITH balances AS (
  SELECT a.kind, ${balanceBeforeSql('a.id', '?3')} AS cents
  FROM ledger_accounts a WHERE a.owner_kind = ?1 AND a.owner_id = ?2
)
SELECT
  coalesce(sum(cents) FILTER (WHERE kind = 'free-capital'), 0) AS free_capital,
  coalesce(sum(cents) FILTER (WHERE kind = 'invested-capital'), 0) AS active_investments,
  count(*) FILTER (WHERE kind = 'invested-capital' AND cents > 0) AS nr_active_investments
FROM balances`;

/** The portfolio's holdings from the entries booked before `at`. */
export function depositPositions(
  db: SqlDatabase,
  portfolio: Portfolio,
  at: Date,
): DepositPositions {
  const row = db.get(
    positionsRow,
    POSITIONS,
    portfolio.owner,
    portfolio.depositId,
    at.toISOString(),
  );
  if (!row) throw new Error('An aggregate query returned no row');
  return {
    freeCapital: row.free_capital,
    activeInvestments: row.active_investments,
    nrActiveInvestments: row.nr_active_investments,
    portfolioValue: row.free_capital + row.active_investments,
  };
}

export function depositFigures(
  db: SqlDatabase,
  portfolio: Portfolio,
  range: { from: Date; to: Date },
): DepositFigures {
  return { ...depositFlows(db, portfolio, range), ...depositPositions(db, portfolio, range.to) };
}
